/**
 * A fee rule must not need an answer the applicant may never be asked. For every condition
 * (`if`) of the data schema, the sample's answers are changed so that the condition does not hold
 * (the tested field takes another of its choices), the answers the form would then clear are
 * cleared, and the fee is worked out again: an answer the rule then reads but finds missing, and
 * that the form does not ask for those answers, is one the rule reads unguarded. The evaluator
 * counts such a question as empty (fees/evaluate.ts, given `asked`), so the applicant is not
 * stuck; but the rule should say what the fee is then. It is reported at the fee line, with the
 * condition and how to guard the read. (The fee is worked out here without `asked`, so that
 * the unasked answer shows up as missing.)
 */
import type { JSONSchema7 } from 'json-schema';
import { error, type Issue } from '../catalog/issues';
import { cloneJson, isRecord, toJsonPath } from '../catalog/json';
import { asSchema, propertySchemas, rowSchema } from '../catalog/schema-walk';
import type { LoadedService } from '../catalog/types';
import { isAsked } from '../drafts/asked';
import { clearHiddenFields } from '../drafts/hidden-fields';
import { evaluateFee } from '../fees/evaluate';
import type { Rates } from '../fees/rates';

type Segment = string | number;

/** One condition of the schema: where it is, the group's data path, the field and what it tests. */
interface Condition {
  at: Segment[];
  group: Segment[];
  field: string;
  test: JSONSchema7;
  choices: unknown[];
}

/** The issues of fee lines that read an answer asked only under a condition, unguarded. */
export function checkFeeConditions(
  file: string,
  schemaFile: string,
  service: LoadedService,
  rates: Rates,
): Issue[] {
  const issues: Issue[] = [];
  const seen = new Set<string>();
  for (const cond of conditions(service.schema, [], [])) {
    const other = cond.choices.find((c) => !holds(cond.test, c));
    if (other === undefined) continue;
    const changed = cloneJson(service.sample.data) as unknown;
    if (!setInGroups(changed, cond.group, cond.field, other)) continue;
    const answers = clearHiddenFields(service.schema, changed).data;
    let fee;
    try {
      fee = evaluateFee(service.fee, { data: answers, plot: service.sample.plot, rates });
    } catch {
      continue; // A rule that cannot run is reported by the sample check.
    }
    fee.lines.forEach((line, i) => {
      for (const input of line.missing) {
        if (!input.startsWith('data.')) continue;
        const segments = input.slice('data.'.length).split('.');
        if (isAsked(service.schema, answers, segments)) continue;
        const key = `${i}|${input}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const tested = describeTest(cond);
        const guard = guardExample(cond);
        issues.push(
          error(
            file,
            toJsonPath(['fee', 'lines', i, 'rule']),
            `reads ${input}, which is asked only when ${tested} (${schemaFile} ${toJsonPath(cond.at)}); ` +
              `an applicant who answers ${JSON.stringify(other)} is never asked it, and the rule then counts it ` +
              `as empty (0, false). Say what the fee is then: read it inside an "if" with the same condition, ` +
              `e.g. {"if": [${guard}, …, 0]}`,
          ),
        );
      }
    });
  }
  return issues;
}

/** Every `if` test of a field with known choices, below `node` (data path `group`). */
function conditions(node: JSONSchema7, at: Segment[], group: Segment[]): Condition[] {
  const out: Condition[] = [];
  const row = node.type === 'array' ? rowSchema(node) : undefined;
  if (row) return conditions(row, [...at, 'items'], [...group, '*']);
  const visitBranch = (branch: JSONSchema7, where: Segment[]) => {
    const cond = asSchema(branch.if);
    for (const [field, def] of Object.entries(cond?.properties ?? {})) {
      const test = asSchema(def);
      const choices = test ? fieldChoices(propertySchemas(node, field)) : undefined;
      if (test && choices) {
        out.push({ at: [...where, 'if', 'properties', field], group, field, test, choices });
      }
    }
    for (const key of ['then', 'else'] as const) {
      const sub = asSchema(branch[key]);
      if (sub) visitBranch(sub, [...where, key]);
    }
    (branch.allOf ?? []).forEach((entry, i) => {
      const sub = asSchema(entry);
      if (sub) visitBranch(sub, [...where, 'allOf', i]);
    });
  };
  visitBranch(node, at);
  const children = new Map<string, Segment[]>();
  const collect = (branch: JSONSchema7, where: Segment[]) => {
    for (const key of Object.keys(branch.properties ?? {})) {
      if (!children.has(key)) children.set(key, [...where, 'properties', key]);
    }
    for (const k of ['then', 'else'] as const) {
      const sub = asSchema(branch[k]);
      if (sub) collect(sub, [...where, k]);
    }
    (branch.allOf ?? []).forEach((entry, i) => {
      const sub = asSchema(entry);
      if (sub) collect(sub, [...where, 'allOf', i]);
    });
  };
  collect(node, at);
  for (const [key, where] of children) {
    for (const def of propertySchemas(node, key).slice(0, 1)) {
      out.push(...conditions(def, where, [...group, key]));
    }
  }
  return out;
}

/** The values a field can take when it is a choice, or undefined when it is open. */
function fieldChoices(defs: readonly JSONSchema7[]): unknown[] | undefined {
  const out: unknown[] = [];
  for (const def of defs) {
    let own: unknown[] | undefined;
    if (Array.isArray(def.enum)) own = def.enum;
    else if (def.const !== undefined) own = [def.const];
    else if (def.oneOf ?? def.anyOf) {
      const consts = (def.oneOf ?? def.anyOf ?? []).map((b) => asSchema(b)?.const);
      own = consts.every((c) => c !== undefined) ? consts : undefined;
    } else if (def.type === 'boolean') own = [true, false];
    if (!own) return undefined;
    out.push(...own);
  }
  return out.length > 0 ? out : undefined;
}

/** Whether a value passes the condition's test of its field (const / enum). */
function holds(test: JSONSchema7, value: unknown): boolean {
  const same = (a: unknown) => JSON.stringify(a) === JSON.stringify(value);
  if (test.const !== undefined && !same(test.const)) return false;
  if (Array.isArray(test.enum) && !test.enum.some(same)) return false;
  return true;
}

/** Sets `field` to `value` in every group the path leads to ('*' = each row); false if none. */
function setInGroups(data: unknown, group: Segment[], field: string, value: unknown): boolean {
  if (group.length === 0) {
    if (!isRecord(data)) return false;
    data[field] = value;
    return true;
  }
  const [head, ...rest] = group;
  if (head === '*') {
    if (!Array.isArray(data)) return false;
    return data.map((row) => setInGroups(row, rest, field, value)).some(Boolean);
  }
  if (!isRecord(data)) return false;
  return setInGroups(data[String(head)], rest, field, value);
}

function describeTest(cond: Condition): string {
  if (cond.test.const !== undefined) return `${cond.field} is ${JSON.stringify(cond.test.const)}`;
  const list = (cond.test.enum ?? []).map((v) => JSON.stringify(v)).join(' or ');
  return `${cond.field} is ${list}`;
}

/** The JSON Logic of the condition, for the message (rows are read by their own field names). */
function guardExample(cond: Condition): string {
  const inRow = cond.group.includes('*');
  const tail = inRow ? cond.group.slice(cond.group.lastIndexOf('*') + 1) : cond.group;
  // A row's fields are read as current.<field> inside reduce (by their own names inside map).
  const name = inRow
    ? ['current', ...tail, cond.field].join('.')
    : ['data', ...cond.group, cond.field].join('.');
  const read = JSON.stringify({ var: name });
  if (cond.test.const !== undefined) return `{"==": [${read}, ${JSON.stringify(cond.test.const)}]}`;
  return `{"in": [${read}, ${JSON.stringify(cond.test.enum ?? [])}]}`;
}
