/** Sorting, filtering and the readable texts of the plot-summary grid (pure, for tests). */
import type { SummaryRow } from '@/api/scrutiny';
import { t } from '@/i18n/i18n';
import { statusLabel } from './labels';

/** The sortable columns. */
export type SortKey = 'ServiceName' | 'Status' | 'SubmittedDate' | 'TentativeCost';

/** The status label of a state name, in the language on screen. */
export { statusLabel };

/** What the application waits for, in plain words (in the language on screen). */
export function pendingText(row: SummaryRow): string {
  switch (row.Status) {
    case 'Draft':
      return t('plots.applications.pending.draft');
    case 'PaymentPending':
      return t('plots.applications.pending.payment');
    case 'ClarificationSought':
      return t('plots.applications.pending.clarification');
    case 'Submitted':
    case 'UnderScrutiny':
      return t('plots.applications.pending.scrutiny');
    default:
      return t('plots.applications.pending.none');
  }
}

/** Rows matching the text (service, id, status) and the status filter, sorted. */
export function visibleRows(
  rows: readonly SummaryRow[],
  text: string,
  status: string,
  sort: { key: SortKey; dir: 'asc' | 'desc' },
): SummaryRow[] {
  const needle = text.trim().toLowerCase();
  const matches = rows.filter(
    (r) =>
      (!status || r.Status === status) &&
      (!needle ||
        [r.ServiceName, r.SubmissionId, statusLabel(r.Status)].some((v) =>
          v.toLowerCase().includes(needle),
        )),
  );
  const sign = sort.dir === 'asc' ? 1 : -1;
  const value = (r: SummaryRow): string | number => {
    if (sort.key === 'TentativeCost') return r.TentativeCost ?? -1;
    if (sort.key === 'Status') return statusLabel(r.Status);
    return r[sort.key] ?? '';
  };
  return [...matches].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    return (x < y ? -1 : x > y ? 1 : 0) * sign;
  });
}
