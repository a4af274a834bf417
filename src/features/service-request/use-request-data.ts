/**
 * Loads what a service page needs from the server: the application being resumed (when there is
 * a SubmissionId), then its plot — or the selected plot — and the rate table.
 */
import { getApplication, type ApplicationRecord } from '@/api/applications';
import { getPlot, type PlotDetails } from '@/api/plots';
import { getRates } from '@/api/rates';
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

/** Loads the plot, the rates and (when resuming) the application. */
export function useRequestData(plotId: string | null, resumeId: string | undefined, attempt = 0) {
  const { state } = useLoad<Exclude<RequestData, { status: 'loading' }>>(
    plotId || resumeId ? `${plotId ?? ''}|${resumeId ?? ''}|${attempt}` : null,
    () => load(plotId, resumeId),
    (e) => ({ status: 'error', message: (e as Error).message }),
  );
  return state;
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
  }
  const plotId = record ? String(record.PlotID) : (selected as string);
  const [plot, rates] = await Promise.all([getPlot(plotId), getRates()]);
  if (!plot.IsSuccess || !plot.Data) throw new Error(plot.Message || t('plots.plotLoadFailed'));
  if (!rates.IsSuccess || !rates.Data)
    throw new Error(rates.Message || t('plots.request.ratesLoadFailed'));
  return { status: 'ready', plotId, plot: plot.Data, rates: rates.Data, record };
}
