import { describe, expect, it } from 'vitest';
import { Settings } from 'luxon';
import { formatDate, formatInr } from '../format';

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
