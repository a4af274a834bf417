/** Sorting, filtering and the readable texts of the plot-summary grid (pure, for tests). */
import type { SummaryRow } from '@/api/scrutiny';
import { isApplicationState, stateLabels } from '@/domain/applications/states';

/** The sortable columns. */
export type SortKey = 'ServiceName' | 'Status' | 'SubmittedDate' | 'TentativeCost';

/** The status label of a state name. */
export const statusLabel = (s: string) => (isApplicationState(s) ? stateLabels[s] : s);

/** What the application waits for, in plain words. */
export function pendingText(row: SummaryRow): string {
  switch (row.Status) {
    case 'Draft':
      return 'Complete and submit';
    case 'PaymentPending':
      return 'Payment of the fee';
    case 'ClarificationSought':
      return 'Your clarification';
    case 'Submitted':
    case 'UnderScrutiny':
      return 'Scrutiny by the corporation';
    default:
      return 'None';
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
