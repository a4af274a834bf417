/**
 * Preconditions of a service: who may start it at all. `approvedService` needs an approved
 * application of one of the named services on the plot (e.g. Final Form B needs the final fire
 * NOC or its renewal); `plotRule` is a JSON Logic rule over the plot facts (e.g. a BCC exists).
 */
import jsonLogic from 'json-logic-js';
import { evaluateRule } from '../fees/evaluate';
import type { Precondition } from '../catalog/types';

/** What the preconditions look at: the plot facts and the services approved on the plot. */
export interface PreconditionContext {
  plot: Readonly<Record<string, unknown>>;
  approvedServices: readonly string[];
}

/** The preconditions that are not met, each with its 'why not' message (empty when all pass). */
export function unmetPreconditions(
  preconditions: readonly Precondition[],
  context: PreconditionContext,
): Precondition[] {
  return preconditions.filter((p) => !isMet(p, context));
}

function isMet(p: Precondition, context: PreconditionContext): boolean {
  if (p.type === 'approvedService')
    return p.services.some((s) => context.approvedServices.includes(s));
  const { value } = evaluateRule(p.rule, { data: {}, plot: context.plot, rates: {} });
  return jsonLogic.truthy(value);
}
