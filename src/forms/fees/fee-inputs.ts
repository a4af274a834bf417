/**
 * The live tentative cost: the domain fee evaluator over the answers, the plot's master facts and
 * the rate table, and readable names for the inputs a line still waits for.
 */
import { schemasAtPath } from '@/domain/catalog/schema-walk';
import type { LoadedService } from '@/domain/catalog/types';
import { evaluateFee, type FeeResult } from '@/domain/fees/evaluate';
import type { Rates } from '@/domain/fees/rates';
import { t } from '@/i18n/i18n';

/** The evaluated fee, or the reason the rule could not run. */
export type FeeOutcome = { ok: true; fee: FeeResult } | { ok: false; message: string };

/**
 * The tentative cost the page shows while the applicant types: the service's fee rule evaluated
 * in the browser; a broken rule or missing rate becomes a message, not a crash. The amount charged
 * is the server's own (server/src/services/applications/fees.ts chargedFee).
 */
export function tentativeFee(
  service: LoadedService,
  data: unknown,
  plot: Readonly<Record<string, unknown>>,
  rates: Rates,
): FeeOutcome {
  try {
    return { ok: true, fee: evaluateFee(service.fee, { data, plot, rates }) };
  } catch (e) {
    return { ok: false, message: (e as Error).message };
  }
}

/** The label of a missing input ('data.replantation.treesToPlant' → 'Number of trees to plant'). */
export function inputLabel(service: LoadedService, input: string): string {
  const [head, ...rest] = input.split('.');
  const path = head === 'plot' ? ['plot', ...rest] : rest;
  const title = schemasAtPath(service.schema, path).find((s) => s.title)?.title;
  if (title) return head === 'plot' ? t('forms.fee.plotRecord', { title }) : title;
  return rest.join(' › ') || input;
}
