/**
 * Cross-field checks of steps.json (`checks`): JSON Logic rules over `data` and `plot` that JSON
 * Schema cannot express (the areas sub-let add up to no more than the built-up area, …). A check
 * whose inputs are not all filled in yet is skipped — `required` reports those fields.
 */
import type { CrossFieldCheck } from '../catalog/types';
import { parsePointer } from '../catalog/json';
import { evaluateRule } from '../fees/evaluate';
import jsonLogic from 'json-logic-js';

/** A failed check: the field it is shown at (JSON pointer) and its message. */
export interface CheckFailure {
  id: string;
  path: string;
  segments: string[];
  message: string;
}

/** Runs the checks over the answers and the plot facts; returns the ones that fail. */
export function runChecks(
  checks: readonly CrossFieldCheck[],
  data: unknown,
  plot: Readonly<Record<string, unknown>>,
): CheckFailure[] {
  const failures: CheckFailure[] = [];
  for (const check of checks) {
    const { value, missing } = evaluateRule(check.rule, { data, plot, rates: {} });
    if (missing.length > 0 || jsonLogic.truthy(value)) continue;
    failures.push({
      id: check.id,
      path: check.path,
      segments: parsePointer(check.path),
      message: check.message,
    });
  }
  return failures;
}
