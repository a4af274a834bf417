/**
 * The journey through a service's steps: which steps exist (the service's own plus Review),
 * which are complete, which the applicant may open, and the first step holding an error. Pure:
 * the stepper feeds it the visited steps and the errors of the last full validation.
 */
import { stepOfPath } from '@/domain/catalog/step-schema';
import type { LoadedService } from '@/domain/catalog/types';
import type { DataError } from '@/domain/validation/validate-data';
import { t } from '@/i18n/i18n';

/** The id of the closing Review step every service gets. */
export const REVIEW_STEP = 'review';

/** One entry of the step list. */
export interface StepStatus {
  id: string;
  title: string;
  index: number;
  /** Visited and without errors in the last validation. */
  complete: boolean;
  /** Has errors in the last validation. */
  invalid: boolean;
  /** May be opened from the step list. */
  reachable: boolean;
}

/** What the step list is computed from. */
export interface JourneyState {
  visited: ReadonlySet<string>;
  /** Errors of the last full validation, by step id. */
  errors: Readonly<Record<string, readonly DataError[]>>;
}

/** The ids of all steps in order, Review last. */
export function stepIds(service: LoadedService): string[] {
  return [...service.steps.map((s) => s.id), REVIEW_STEP];
}

/** Groups validation errors by the step that shows their field (unplaced ones go to Review). */
export function errorsByStep(
  service: LoadedService,
  errors: readonly DataError[],
): Record<string, DataError[]> {
  const out: Record<string, DataError[]> = {};
  for (const e of errors) {
    const id = stepOfPath(service, e.path)?.id ?? REVIEW_STEP;
    (out[id] ??= []).push(e);
  }
  return out;
}

/** The first step, in step order, that holds one of the errors; undefined when there are none. */
export function firstInvalidStep(
  service: LoadedService,
  errors: readonly DataError[],
): string | undefined {
  if (errors.length === 0) return undefined;
  const grouped = errorsByStep(service, errors);
  return stepIds(service).find((id) => grouped[id]?.length);
}

/**
 * The status of every step. A step is reachable when it was visited before, or when every step
 * before it is complete — so the applicant can go back freely but cannot skip ahead of a gap.
 */
export function stepStatuses(service: LoadedService, state: JourneyState): StepStatus[] {
  const titles = [...service.steps.map((s) => s.title), t('forms.stepper.reviewTitle')];
  let gapBefore = false;
  return stepIds(service).map((id, index) => {
    const invalid = (state.errors[id]?.length ?? 0) > 0;
    const visited = state.visited.has(id);
    const complete = visited && !invalid && id !== REVIEW_STEP;
    const reachable = index === 0 || visited || !gapBefore;
    if (!complete) gapBefore = true;
    return { id, title: titles[index] ?? id, index, complete, invalid, reachable };
  });
}

/** The step after `id` (undefined at the end). */
export function nextStep(service: LoadedService, id: string): string | undefined {
  const ids = stepIds(service);
  return ids[ids.indexOf(id) + 1];
}

/** The step before `id` (undefined at the start). */
export function previousStep(service: LoadedService, id: string): string | undefined {
  const ids = stepIds(service);
  const at = ids.indexOf(id);
  return at > 0 ? ids[at - 1] : undefined;
}

/** The steps up to and including `id`: what a resumed draft has already been through. */
export function stepsUpTo(service: LoadedService, id: string | null | undefined): string[] {
  const ids = stepIds(service);
  const at = id ? ids.indexOf(id) : -1;
  return at < 0 ? [ids[0] as string] : ids.slice(0, at + 1);
}
