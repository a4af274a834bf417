/**
 * Runs JSON Logic rules over `{ data, plot, rates }` — the same code computes the live tentative
 * cost in the browser and the amount the server charges. A rule is refused unless it uses only
 * allowed operations and fixed `var` names; a rate it names must be set; an input the rule reads
 * but the application does not have yet (a draft, or a plot fact the master record lacks) makes
 * the amount `null` and is listed in `missing`, rather than silently counting as zero. Guard an
 * optional field with "if" so that it is read only when it applies. A question a condition hides
 * for these answers (given `asked`) is not asked, so it counts as absent, not missing.
 */
import jsonLogic from 'json-logic-js';
import { isRecord } from '../catalog/json';
import type { FeeDefinition, JsonLogicRule } from '../catalog/types';
import { allowedOperations, registerOperations } from './operations';
import type { Rates } from './rates';
import { toPaise } from './rounding';

registerOperations();

/** What a rule reads: the form answers, the plot's master data, the rate table. */
export interface FeeInputs {
  data: unknown;
  plot: Readonly<Record<string, unknown>>;
  rates: Rates;
  /**
   * Whether the form asks the question at a data path (property names and row numbers) for these
   * answers: drafts/asked.ts over the service's schema. Given it, an answer to a question a
   * condition hides is absent, as in JSON Logic (null: 0, false), not missing: the applicant
   * cannot give it, so it must not hold the fee up.
   */
  asked?: (segments: readonly string[]) => boolean;
}

/** One evaluated fee line: rupees rounded to paise, or null with the inputs still missing. */
export interface FeeLineResult {
  id: string;
  label: string;
  note?: string;
  amount: number | null;
  missing: string[];
}

/** An evaluated fee: every line and the total (null until every line can be computed). */
export interface FeeResult {
  lines: FeeLineResult[];
  total: number | null;
  missing: string[];
}

/** A rule that cannot be run: an unsafe operation, an unset rate or a result that is not money. */
export class FeeRuleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeeRuleError';
  }
}

const safeRules = new WeakSet<object>();

/** Throws FeeRuleError unless the rule uses only allowed operations and fixed `var` names. */
export function assertSafeRule(rule: unknown): void {
  if (isRecord(rule) && safeRules.has(rule)) return;
  walkSafe(rule);
  if (isRecord(rule)) safeRules.add(rule);
}

function walkSafe(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(walkSafe);
  if (!isRecord(node)) return;
  const keys = Object.keys(node);
  const op = keys[0];
  if (keys.length !== 1 || op === undefined || !allowedOperations.has(op)) {
    throw new FeeRuleError(`unknown operation ${JSON.stringify(keys.join(','))}`);
  }
  const args = Array.isArray(node[op]) ? (node[op] as unknown[]) : [node[op]];
  if (op === 'var' && typeof args[0] !== 'string' && typeof args[0] !== 'number') {
    throw new FeeRuleError('"var" must name a fixed input');
  }
  if (op === 'var' && /(^|\.)(__proto__|prototype|constructor)(\.|$)/.test(String(args[0]))) {
    throw new FeeRuleError(`"var" may not read ${String(args[0])}`);
  }
  args.forEach(walkSafe);
}

/** Evaluates a rule and returns its raw result and the inputs it read but found missing. */
export function evaluateRule(
  rule: JsonLogicRule,
  inputs: FeeInputs,
  read?: Set<string>,
): { value: unknown; missing: string[] } {
  assertSafeRule(rule);
  const missing = new Set<string>();
  const root = { data: inputs.data ?? {}, plot: inputs.plot, rates: inputs.rates };
  const value: unknown = jsonLogic.apply(rule as never, record(root, '', missing, read));
  for (const path of missing) {
    if (path.startsWith('rates.')) throw new FeeRuleError(`rate ${path.slice(6)} is not set`);
  }
  const { asked } = inputs;
  const stillMissing = (path: string) =>
    !asked || !path.startsWith('data.') || asked(path.slice('data.'.length).split('.'));
  return { value, missing: [...missing].filter(stillMissing) };
}

/** Evaluates a rule that yields rupees: the amount rounded to paise, or null while any input it reads is missing. */
export function evaluateAmount(
  rule: JsonLogicRule,
  inputs: FeeInputs,
  read?: Set<string>,
): { amount: number | null; missing: string[] } {
  const { value, missing } = evaluateRule(rule, inputs, read);
  if (missing.length > 0) return { amount: null, missing };
  if (typeof value === 'number' && Number.isFinite(value))
    return { amount: toPaise(value), missing };
  throw new FeeRuleError(`the rule gave ${JSON.stringify(value) ?? String(value)}, not an amount`);
}

/**
 * Evaluates every line of a service's fee; the total is the sum of the rounded lines. `read`
 * collects the dotted path of every present value the rules read (the live cost checks them).
 */
export function evaluateFee(fee: FeeDefinition, inputs: FeeInputs, read?: Set<string>): FeeResult {
  const lines = fee.lines.map((line): FeeLineResult => {
    const { amount, missing } = evaluateAmount(line.rule, inputs, read);
    return { id: line.id, label: line.label, note: line.note, amount, missing };
  });
  const missing = [...new Set(lines.flatMap((l) => l.missing))];
  const complete = lines.every((l) => l.amount !== null);
  const total = complete ? toPaise(lines.reduce((sum, l) => sum + (l.amount ?? 0), 0)) : null;
  if (total !== null && total < 0) throw new FeeRuleError(`the total is negative (${total})`);
  return { lines, total, missing };
}

/**
 * Wraps the inputs so that reading a property that is absent (or null / '') is recorded under
 * its dotted path: json-logic-js would otherwise turn it into null, and null into 0 or NaN.
 */
function record(value: object, path: string, missing: Set<string>, read?: Set<string>): object {
  return new Proxy(value, {
    get(target, key, receiver) {
      const result: unknown = Reflect.get(target, key, receiver);
      if (typeof key !== 'string') return result;
      if (Array.isArray(target) && !/^\d+$/.test(key)) return result;
      const at = path ? `${path}.${key}` : key;
      if (result === undefined || result === null || result === '') {
        if (!(key in Object.prototype)) missing.add(at);
        return result;
      }
      if (typeof result === 'object') return record(result, at, missing, read);
      read?.add(at);
      return result;
    },
  });
}
