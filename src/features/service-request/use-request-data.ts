/**
 * Loads what a service page needs from the server: the application being resumed (when there is
 * a SubmissionId), then its plot — or the selected plot — and the rate table.
 */
import { getApplication, type ApplicationRecord } from '@/api/applications';
import { getPlot, type PlotDetails } from '@/api/plots';
import { getRates } from '@/api/rates';
import { editableStates, isApplicationState } from '@/domain/applications/states';
import { useLoad } from '@/lib/use-load';
import { t } from '@/i18n/i18n';

/** The server data of a service page. */
export type RequestData =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | {
      status: 'ready';
      plotId: string;
      plot: PlotDetails;
      rates: Record<string, number>;
      record?: ApplicationRecord;
    };

type Answer = ReturnType<typeof load>;

/**
 * The visit's first service page's data, requested as soon as the shell is up (page-loaders.ts)
 * rather than once the form's code has arrived and rendered: one early load per visit, taken by
 * the page's first render for the same plot and application; any other load asks the server again.
 */
let early: { key: string; answer: Answer } | 'unused' | 'spent' = 'unused';

const keyOf = (plotId: string | null, resumeId: string | undefined) =>
  plotId || resumeId ? `${plotId ?? ''}|${resumeId ?? ''}` : null;

/** Starts the early load (once per visit) for the selected plot or the application resumed. */
export function preloadRequestData(selected: string | null, resumeId: string | undefined): void {
  const plotId = resumeId ? null : selected;
  const key = keyOf(plotId, resumeId);
  if (early !== 'unused' || key === null) return;
  early = { key, answer: load(plotId, resumeId) };
  early.answer.catch(() => undefined); // the page reports a failure when it takes the answer
}

/** The visitor went elsewhere first: an early answer would be stale by the page's turn. */
export function forgetRequestData(): void {
  early = 'spent';
}

function take(key: string, plotId: string | null, resumeId: string | undefined): Answer {
  const answer = typeof early === 'object' && early.key === key ? early.answer : null;
  early = 'spent';
  return answer ?? load(plotId, resumeId);
}

/** Loads the plot, the rates and (when resuming) the application. */
export function useRequestData(plotId: string | null, resumeId: string | undefined, attempt = 0) {
  const key = keyOf(plotId, resumeId);
  const { state } = useLoad<Exclude<RequestData, { status: 'loading' }>>(
    key === null ? null : `${key}|${attempt}`,
    () => (attempt === 0 ? take(key!, plotId, resumeId) : load(plotId, resumeId)),
    (e) => ({ status: 'error', message: (e as Error).message }),
  );
  return state;
}

/** A draft resumed further on than its first step needs the form's later code: asked for now. */
function preloadStepCode({ ServiceId, CurrentStep, Status }: ApplicationRecord): void {
  if (!CurrentStep || !isApplicationState(Status) || !editableStates.has(Status)) return;
  import('@/forms/service-form/later-code')
    .then((m) => m.preloadLaterCode(ServiceId, CurrentStep))
    .catch(() => undefined); // the step asks again when it renders
}

async function load(
  selected: string | null,
  resumeId: string | undefined,
): Promise<Exclude<RequestData, { status: 'loading' }>> {
  let record: ApplicationRecord | undefined;
  if (resumeId) {
    const answer = await getApplication(resumeId);
    if (!answer.IsSuccess || !answer.Data) {
      throw new Error(answer.Message || t('plots.request.appNotFound'));
    }
    record = answer.Data;
    preloadStepCode(record);
  }
  const plotId = record ? String(record.PlotID) : (selected as string);
  const [plot, rates] = await Promise.all([getPlot(plotId), getRates()]);
  if (!plot.IsSuccess || !plot.Data) throw new Error(plot.Message || t('plots.plotLoadFailed'));
  if (!rates.IsSuccess || !rates.Data)
    throw new Error(rates.Message || t('plots.request.ratesLoadFailed'));
  return { status: 'ready', plotId, plot: plot.Data, rates: rates.Data, record };
}
