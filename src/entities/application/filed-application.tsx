import type { ReactNode } from 'react';
import { getApplication, type ApplicationRecord } from '@/api/applications';
import { WithPlot } from '@/entities/plot/plot-in-use';
import { useApi } from '@/lib/use-api';
import { LoadView } from '@/ui/load-view';
import { ApplicationView } from './application-view';
import { useT } from '@/i18n/use-t';

/** An application as GET /api/applications/:id answers it, with the actions its reader may take. */
export type FiledRecord = ApplicationRecord & { Actions?: string[] };

/**
 * Loads one application by its SubmissionId and shows it (ApplicationView) under the bar of its
 * plot. `actions` and `paymentSlot` are the reader's (plot holder or staff); `reload` loads it again
 * after an action changed it.
 */
export function FiledApplication({
  id,
  actions,
  paymentSlot,
}: {
  id: string;
  actions: (record: FiledRecord, reload: () => void) => ReactNode;
  paymentSlot?: (record: FiledRecord) => ReactNode;
}) {
  const t = useT();
  const { load, reload } = useApi(id, () => getApplication(id), t('plots.view.loadFailed'));
  return (
    <LoadView load={load} reload={reload}>
      {(record: FiledRecord) => (
        <WithPlot plotId={String(record.PlotID)}>
          {() => (
            <ApplicationView
              record={record}
              paymentSlot={paymentSlot?.(record)}
              actions={actions(record, reload)}
            />
          )}
        </WithPlot>
      )}
    </LoadView>
  );
}
