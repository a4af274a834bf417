import { describe, expect, it } from 'vitest';
import type { JSONSchema7 } from 'json-schema';
import { formatValue, rowHeading } from '../format-value';

describe('formatValue', () => {
  it('groups numbers the Indian way unless the UI schema turns grouping off', () => {
    const count: JSONSchema7 = { type: 'integer', title: 'Litres' };
    expect(formatValue(count, 1250000)).toBe('12,50,000');
    const year: JSONSchema7 = { type: 'integer', title: 'Year' };
    expect(formatValue(year, 2025, { 'ui:options': { grouping: false } })).toBe('2025');
  });

  it('keeps every decimal the applicant gave', () => {
    expect(formatValue({ type: 'number', title: 'Latitude' }, 20.9374)).toBe('20.9374');
    expect(formatValue({ type: 'number', title: 'Depth (m)' }, 1.2)).toBe('1.2');
  });

  it('keeps money in ₹ with Indian grouping and two decimals, whatever the UI schema says', () => {
    const money: JSONSchema7 = { type: 'number', title: 'Amount (₹)' };
    expect(formatValue(money, 1234567, { 'ui:options': { grouping: false } })).toBe(
      '₹12,34,567.00',
    );
  });

  it('names a run-time choice (ui:options.choices) by its label, not its stored id', () => {
    const area: JSONSchema7 = { type: 'integer', title: 'Industrial area', minimum: 1 };
    const ui = { 'ui:options': { choices: [{ value: 7, label: 'Chakan (Pune district)' }] } };
    expect(formatValue(area, 7, ui)).toBe('Chakan (Pune district)');
    expect(formatValue(area, 8, ui)).toBe('8');
  });

  it('names a choice by its ui:enumNames entry, as by its oneOf title', () => {
    const kind: JSONSchema7 = { type: 'string', enum: ['pvt', 'llp'] };
    const ui = { 'ui:enumNames': ['Private limited company', 'Limited liability partnership'] };
    expect(formatValue(kind, 'llp', ui)).toBe('Limited liability partnership');
    const oneOf: JSONSchema7 = { type: 'string', oneOf: [{ const: 'pvt', title: 'Private' }] };
    expect(formatValue(oneOf, 'pvt')).toBe('Private');
    expect(formatValue(kind, 'pvt')).toBe('pvt');
  });

  it('names each choice of a multiple choice by ui:enumNames', () => {
    const systems: JSONSchema7 = { type: 'array', items: { type: 'string', enum: ['a', 'b'] } };
    expect(formatValue(systems, ['a', 'b'], { 'ui:enumNames': ['Alarm', 'Sprinkler'] })).toBe(
      'Alarm, Sprinkler',
    );
  });

  it('numbers rows from 1', () => {
    expect(rowHeading('Surface', 0)).toBe('Surface 1');
  });
});
