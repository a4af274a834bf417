import { describe, expect, it } from 'vitest';
import { sample, service } from '../../__tests__/support';
import { reviewRows } from '../review-rows';

const tle = service('TimeLimitExtensionService');
const value = (rows: ReturnType<typeof reviewRows>, label: string) =>
  rows.find((r) => r.label === label)?.value;

describe('review rows', () => {
  it('label every answer from the schema and format it for reading', () => {
    const data = sample(tle);
    const status = reviewRows(tle, ['status'], data);
    expect(value(status, 'Investment made so far (₹)')).toBe('₹4,85,00,000.00');
    expect(value(status, 'Building plan approval date')).toBe('10-08-2021');
    expect(value(status, 'Has production started?')).toBe('No');
    expect(value(status, 'BCC no.')).toBe('BCC/PUN/2024/311');
    const request = reviewRows(tle, ['request'], data);
    expect(value(request, 'Extension sought')).toBe('6 months');
  });

  it('leave out the questions a condition hides', () => {
    const data = sample(tle);
    (data.status as Record<string, unknown>).partBccObtained = false;
    expect(value(reviewRows(tle, ['status'], data), 'BCC no.')).toBeUndefined();
  });

  it('list declarations as accepted, without a version number, and files by name', () => {
    const data = sample(tle);
    const rows = reviewRows(tle, ['documents', 'declarations'], data);
    expect(rows.filter((r) => r.value === 'Accepted')).toHaveLength(tle.declarations.length);
    expect(rows.some((r) => r.value?.includes('version'))).toBe(false);
    expect(value(rows, 'Approved building plan or BPAMS approval letter')).toBe(
      'document.pdf (240 KB)',
    );
    expect(value(rows, "Proof of investment (chartered accountant's certificate)")).toBe(
      'Not uploaded',
    );
  });

  it('show a year without digit grouping where the UI schema says so', () => {
    const formB = service('FinalFormBService');
    const data = sample(formB);
    (data.period as Record<string, unknown>).year = 2025;
    expect(value(reviewRows(formB, ['period'], data), 'Year')).toBe('2025');
  });
});
