/**
 * The live tentative cost: the domain fee evaluator over the answers, the plot's master facts and
 * the rate table, and readable names for the inputs a line still waits for.
 */
import { schemasAtPath } from '@/domain/catalog/schema-walk';
import type { JSONSchema7 } from 'json-schema';
import type { LoadedService } from '@/domain/catalog/types';
import { isAsked } from '@/domain/drafts/asked';
import { evaluateFee, type FeeResult } from '@/domain/fees/evaluate';
import type { Rates } from '@/domain/fees/rates';
import { t } from '@/i18n/i18n';

/**
 * The evaluated fee, the answers it read that break their field's rules (`invalid`, as
 * 'data.replantation.treesToPlant': no figure is shown then), or the reason the rule could not run.
 */
export type FeeOutcome =
  { ok: true; fee: FeeResult } | { ok: false; message: string; invalid?: string[] };

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
  const read = new Set<string>();
  try {
    const fee = evaluateFee(
      service.fee,
      { data, plot, rates, asked: (at) => isAsked(service.schema, data, at) },
      read,
    );
    return refusedFor(invalidAnswers(service, data, read)) ?? { ok: true, fee };
  } catch (e) {
    // A figure from a broken answer (a negative count) fails for that reason, not the rule's.
    return (
      refusedFor(invalidAnswers(service, data, read)) ?? {
        ok: false,
        message: (e as Error).message,
      }
    );
  }
}

function refusedFor(invalid: string[]): FeeOutcome | undefined {
  if (invalid.length === 0) return undefined;
  return { ok: false, invalid, message: `invalid answers: ${invalid.join(', ')}` };
}

/**
 * The answers among `read` that break their field's bounds (-3 or 0 trees where 1 or more are
 * asked): the form shows their errors, and a figure made from them would be wrong. The submission
 * is refused by the schema anyway; only the bounds a number can break are checked here, since the
 * step's validators may not be loaded yet.
 */
function invalidAnswers(
  service: LoadedService,
  data: unknown,
  read: ReadonlySet<string>,
): string[] {
  return [...read].filter((input) => {
    const [head, ...path] = input.split('.');
    if (head !== 'data') return false;
    const value = path.reduce<unknown>(
      (node, key) =>
        node !== null && typeof node === 'object'
          ? (node as Record<string, unknown>)[key]
          : undefined,
      data,
    );
    return schemasAtPath(service.schema, path).some((schema) => breaksBounds(schema, value));
  });
}

function breaksBounds(schema: JSONSchema7, value: unknown): boolean {
  const numeric = schema.type === 'number' || schema.type === 'integer';
  if (typeof value !== 'number') return numeric;
  if (schema.type === 'integer' && !Number.isInteger(value)) return true;
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = schema;
  return (
    (minimum !== undefined && value < minimum) ||
    (maximum !== undefined && value > maximum) ||
    (exclusiveMinimum !== undefined && value <= exclusiveMinimum) ||
    (exclusiveMaximum !== undefined && value >= exclusiveMaximum)
  );
}

/** The label of a missing input ('data.replantation.treesToPlant' → 'Number of trees to plant'). */
export function inputLabel(service: LoadedService, input: string): string {
  const [head, ...rest] = input.split('.');
  const path = head === 'plot' ? ['plot', ...rest] : rest;
  const title = schemasAtPath(service.schema, path).find((s) => s.title)?.title;
  if (title) return head === 'plot' ? t('forms.fee.plotRecord', { title }) : title;
  return rest.join(' › ') || input;
}
