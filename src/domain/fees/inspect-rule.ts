/**
 * Static check of a JSON Logic rule before it is stored or run: only allowed operations, every
 * `var` a fixed name, and every input known — `data.<path>` a field of the service's schema,
 * `plot.<fact>` a plot fact, `rates.<key>` a rate the service declares. Inside map / filter /
 * all / none / some the variables name fields of the array's items; inside reduce they are
 * `current[.field]` and `accumulator`.
 */
import type { JSONSchema7 } from 'json-schema';
import { isRecord, toJsonPath } from '../catalog/json';
import { itemSchema, schemasAtPath } from '../catalog/schema-walk';
import { allowedOperations, scopedOperations } from './operations';

/** What a rule may read. Leave `dataSchema` out for rules that may not read form data. */
export interface RuleInputs {
  dataSchema?: JSONSchema7;
  plotFields: ReadonlySet<string>;
  rateKeys: ReadonlySet<string>;
}

/** A problem in a rule: JSONPath inside the rule, and why. */
export interface RuleProblem {
  path: string;
  message: string;
}

/** The outcome of inspecting a rule: problems, and the inputs it names. */
export interface RuleInspection {
  problems: RuleProblem[];
  dataPaths: string[];
  plotFields: string[];
  rateKeys: string[];
}

/** The items a scoped operation iterates: known item schemas, or unknown values. */
type Scope = { kind: 'root' } | { kind: 'item'; schemas: JSONSchema7[] | null; reduce: boolean };

interface Walk {
  inputs: RuleInputs;
  result: RuleInspection;
}

/** Inspects a rule against the inputs it may read. */
export function inspectRule(rule: unknown, inputs: RuleInputs): RuleInspection {
  const result: RuleInspection = { problems: [], dataPaths: [], plotFields: [], rateKeys: [] };
  visit(rule, { kind: 'root' }, [], { inputs, result });
  for (const key of ['dataPaths', 'plotFields', 'rateKeys'] as const) {
    result[key] = [...new Set(result[key])];
  }
  return result;
}

function visit(node: unknown, scope: Scope, path: (string | number)[], walk: Walk): void {
  if (Array.isArray(node)) {
    node.forEach((item, i) => visit(item, scope, [...path, i], walk));
    return;
  }
  if (!isRecord(node)) return;
  const keys = Object.keys(node);
  const problem = (message: string, at = path) =>
    walk.result.problems.push({ path: toJsonPath(at), message });
  if (keys.length !== 1) {
    problem(`an operation object has exactly one key, found ${keys.length}`);
    return;
  }
  const op = keys[0] as string;
  if (!allowedOperations.has(op)) {
    problem(`unknown operation "${op}"`);
    return;
  }
  const raw = node[op];
  const args = Array.isArray(raw) ? raw : [raw];
  const at = [...path, op];
  if (op === 'var') {
    checkVar(args, scope, at, walk);
    return;
  }
  if (scopedOperations.has(op)) {
    if (args.length < 2) problem(`"${op}" needs an array and a rule`, at);
    visit(args[0], scope, [...at, 0], walk);
    const items = scopeItems(args[0], scope, walk.inputs);
    visit(args[1], { kind: 'item', schemas: items, reduce: op === 'reduce' }, [...at, 1], walk);
    args.slice(2).forEach((a, i) => visit(a, scope, [...at, i + 2], walk));
    return;
  }
  args.forEach((a, i) => visit(a, scope, [...at, i], walk));
}

function checkVar(args: unknown[], scope: Scope, at: (string | number)[], walk: Walk): void {
  const name = args[0];
  const problem = (message: string) => walk.result.problems.push({ path: toJsonPath(at), message });
  if (typeof name !== 'string' && typeof name !== 'number') {
    problem('"var" must name a fixed input, e.g. "data.request.area"');
    return;
  }
  const segments = String(name) === '' ? [] : String(name).split('.');
  if (scope.kind === 'item') {
    checkItemVar(segments, scope, problem);
    return;
  }
  const [head, ...rest] = segments;
  const { inputs, result } = walk;
  if (head === 'data' && inputs.dataSchema) {
    if (rest[0] === 'plot') {
      problem(`"${name}": read plot facts as plot.<name> (master data), not the form's copy`);
    } else if (rest.length === 0 || schemasAtPath(inputs.dataSchema, rest).length === 0) {
      problem(`"${name}": no such field in the service's schema`);
    } else result.dataPaths.push(rest.join('.'));
  } else if (head === 'plot') {
    if (rest.length !== 1 || !inputs.plotFields.has(rest[0] as string)) {
      problem(`"${name}": unknown plot fact`);
    } else result.plotFields.push(rest[0] as string);
  } else if (head === 'rates') {
    if (rest.length !== 1 || !inputs.rateKeys.has(rest[0] as string)) {
      problem(`"${name}": unknown rate (declare it in fee.rates and in _shared/rates.json)`);
    } else result.rateKeys.push(rest[0] as string);
  } else {
    const allowed = inputs.dataSchema ? 'data., plot. or rates.' : 'plot. or rates.';
    problem(`"${name}": inputs start with ${allowed}`);
  }
}

function checkItemVar(
  segments: string[],
  scope: Extract<Scope, { kind: 'item' }>,
  problem: (message: string) => void,
): void {
  let rest = segments;
  if (scope.reduce) {
    if (segments[0] === 'accumulator' && segments.length === 1) return;
    if (segments[0] !== 'current') {
      problem(
        `inside reduce, read "current[.field]" or "accumulator", not "${segments.join('.')}"`,
      );
      return;
    }
    rest = segments.slice(1);
  }
  if (rest.length === 0) return;
  if (scope.schemas === null) {
    problem(`"${segments.join('.')}": cannot check a field of a computed list`);
  } else if (!scope.schemas.some((s) => schemasAtPath(s, rest).length > 0)) {
    problem(`"${segments.join('.')}": no such field in the list's items`);
  }
}

/** The item schemas of the array a scoped operation iterates, or null when unknown. */
function scopeItems(arg: unknown, scope: Scope, inputs: RuleInputs): JSONSchema7[] | null {
  if (!isRecord(arg)) return null;
  const [op] = Object.keys(arg);
  const value = op === undefined ? undefined : arg[op];
  const args = Array.isArray(value) ? value : [value];
  if (op === 'filter') return scopeItems(args[0], scope, inputs);
  if (op !== 'var' || typeof args[0] !== 'string') return null;
  const segments = args[0].split('.');
  let arrays: JSONSchema7[];
  if (scope.kind === 'root') {
    if (segments[0] !== 'data' || !inputs.dataSchema) return null;
    arrays = schemasAtPath(inputs.dataSchema, segments.slice(1));
  } else {
    const rest = scope.reduce ? segments.slice(1) : segments;
    if (scope.schemas === null || (scope.reduce && segments[0] !== 'current')) return null;
    arrays = scope.schemas.flatMap((s) => schemasAtPath(s, rest));
  }
  const items = arrays.map(itemSchema).filter((s): s is JSONSchema7 => s !== undefined);
  return items.length > 0 ? items : null;
}
