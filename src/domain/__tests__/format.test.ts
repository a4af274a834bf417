import { describe, expect, it } from 'vitest';
import { DateTime, Settings } from 'luxon';
import { dateAfter, formatDate, formatInr, formatOrdinalDate, ordinal } from '../format';

describe('formatInr', () => {
  it('uses the rupee sign, Indian grouping and exactly two decimals', () => {
    expect(formatInr(123456.5)).toBe('₹1,23,456.50');
    expect(formatInr(10000000)).toBe('₹1,00,00,000.00');
    expect(formatInr(0)).toBe('₹0.00');
    expect(formatInr(99.999)).toBe('₹100.00');
    expect(formatInr('2500')).toBe('₹2,500.00');
    expect(formatInr(-1500.25)).toBe('-₹1,500.25');
  });

  it('shows NA for a missing or non-numeric amount', () => {
    expect(formatInr(null)).toBe('NA');
    expect(formatInr(undefined)).toBe('NA');
    expect(formatInr('')).toBe('NA');
    expect(formatInr('abc')).toBe('NA');
  });
});

describe('formatDate', () => {
  it('shows day-month-year in Asia/Kolkata, whatever the input zone', () => {
    // 20:00 UTC is 01:30 the next day in India.
    expect(formatDate('2025-03-05T20:00:00Z')).toBe('06-03-2025');
    expect(formatDate(new Date(Date.UTC(2025, 0, 1, 0, 0)))).toBe('01-01-2025');
    expect(formatDate(Date.UTC(2024, 11, 31, 18, 29))).toBe('31-12-2024');
    expect(formatDate(Date.UTC(2024, 11, 31, 18, 30))).toBe('01-01-2025');
    expect(formatDate('2025-03-05T10:00:00Z', 'dd MMM yyyy, hh:mm a')).toBe(
      '05 Mar 2025, 03:30 PM',
    );
  });

  it('reads a calendar date without a time as that day in India, in any browser zone', () => {
    const saved = Settings.defaultZone;
    Settings.defaultZone = 'Pacific/Auckland'; // 00:00 there is the previous evening in India
    try {
      expect(formatDate('2026-07-21')).toBe('21-07-2026');
      expect(formatDate('2025-03-05T20:00:00Z')).toBe('06-03-2025');
    } finally {
      Settings.defaultZone = saved;
    }
  });

  it('shows NA for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('NA');
    expect(formatDate('')).toBe('NA');
    expect(formatDate('not a date')).toBe('NA');
  });
});

describe('ordinal dates', () => {
  it('adds the English ordinal suffix', () => {
    const expected: Record<number, string> = {
      1: '1st',
      2: '2nd',
      3: '3rd',
      4: '4th',
      10: '10th',
      11: '11th',
      12: '12th',
      13: '13th',
      21: '21st',
      22: '22nd',
      23: '23rd',
      24: '24th',
      31: '31st',
      111: '111th',
      101: '101st',
    };
    for (const [day, text] of Object.entries(expected)) expect(ordinal(Number(day))).toBe(text);
  });

  it("formats 'do MMM' in India time", () => {
    expect(formatOrdinalDate('2025-03-01T00:00:00+05:30')).toBe('1st Mar');
    expect(formatOrdinalDate('2025-02-22T19:00:00Z')).toBe('23rd Feb');
    expect(formatOrdinalDate('2025-08-12T06:00:00Z', true)).toBe('12th Aug 2025');
    expect(formatOrdinalDate(undefined)).toBe('NA');
  });
});

describe('dateAfter', () => {
  it('defaults to 10 days ahead of today', () => {
    const expected = DateTime.now()
      .setZone('Asia/Kolkata')
      .plus({ days: 10 })
      .toFormat('dd-MM-yyyy');
    expect(formatDate(dateAfter())).toBe(expected);
  });

  it('counts calendar days from a given date, across month ends', () => {
    expect(formatDate(dateAfter(10, '2025-02-25T12:00:00+05:30'))).toBe('07-03-2025');
    expect(formatDate(dateAfter(1, '2024-12-31T23:00:00+05:30'))).toBe('01-01-2025');
    expect(formatDate(dateAfter(-5, '2025-03-03T09:00:00+05:30'))).toBe('26-02-2025');
  });
});
