import { describe, expect, it } from 'vitest';
import type { SummaryRow } from '@/api/scrutiny';
import { pendingText, statusLabel, visibleRows } from '../summary-rows';

const row = (id: string, ServiceName: string, Status: string, extra: Partial<SummaryRow> = {}) =>
  ({ SubmissionId: id, PlotID: 'P', ServiceId: 'S', ServiceName, Status, ...extra }) as SummaryRow;

const rows = [
  row('A', 'Final fire NOC', 'Approved', { SubmittedDate: '2019-02-14', TentativeCost: 79200 }),
  row('B', 'No-dues certificate', 'PaymentPending', {
    SubmittedDate: '2025-01-06',
    TentativeCost: 500,
  }),
  row('C', 'Time limit extension', 'Draft', { SubmittedDate: null, TentativeCost: null }),
];

describe('plot summary rows', () => {
  it('filters by text (service, id or status label) and by status', () => {
    expect(visibleRows(rows, 'no-dues', '', { key: 'ServiceName', dir: 'asc' })).toHaveLength(1);
    expect(
      visibleRows(rows, 'payment pending', '', { key: 'ServiceName', dir: 'asc' })[0]!.SubmissionId,
    ).toBe('B');
    expect(
      visibleRows(rows, '', 'Draft', { key: 'ServiceName', dir: 'asc' })[0]!.SubmissionId,
    ).toBe('C');
  });

  it('sorts by cost and by date in both directions', () => {
    const ids = (key: 'TentativeCost' | 'SubmittedDate', dir: 'asc' | 'desc') =>
      visibleRows(rows, '', '', { key, dir }).map((r) => r.SubmissionId);
    expect(ids('TentativeCost', 'desc')).toEqual(['A', 'B', 'C']);
    expect(ids('SubmittedDate', 'asc')).toEqual(['C', 'A', 'B']);
  });

  it('says what each application waits for, with readable status labels', () => {
    expect(rows.map(pendingText)).toEqual(['None', 'Payment of the fee', 'Complete and submit']);
    expect(statusLabel('ClarificationSought')).toBe('Clarification sought');
  });
});
