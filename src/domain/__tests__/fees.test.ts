import { describe, expect, it } from 'vitest';
import type { JSONSchema7 } from 'json-schema';
import type { JsonLogicRule } from '../catalog/types';
import { isAsked } from '../drafts/asked';
import { evaluateAmount, evaluateFee, evaluateRule, FeeRuleError } from '../fees/evaluate';
import { inspectRule } from '../fees/inspect-rule';
import { defaultRates, rateDefinitions } from '../fees/rates';
import { roundTo, toPaise } from '../fees/rounding';

const plot = { plotArea: 4250.5, prevailingRate: 2345 };
const rates = { pct: 5, flat: 6000 };

describe('rounding to paise', () => {
  it('rounds half away from zero, ignoring binary noise', () => {
    expect(toPaise(357671.125)).toBe(357671.13);
    expect(toPaise(3050.5 * 2345 * 0.1 * 0.5)).toBe(357671.13);
    expect(toPaise(1.005)).toBe(1.01);
    expect(toPaise(2.675)).toBe(2.68);
    expect(toPaise(0.1 + 0.2)).toBe(0.3);
    expect(toPaise(-1.005)).toBe(-1.01);
    expect(toPaise(10)).toBe(10);
    expect(Object.is(toPaise(-0.001), 0)).toBe(true);
  });

  it('rounds to any number of digits', () => {
    expect(roundTo(1234.5)).toBe(1235);
    expect(roundTo(1234.44, 1)).toBe(1234.4);
    expect(roundTo(Number.NaN)).toBeNaN();
  });
});

describe('evaluating a rule', () => {
  const area: JsonLogicRule = {
    '*': [
      { var: 'plot.plotArea' },
      { var: 'plot.prevailingRate' },
      { '/': [{ var: 'rates.pct' }, 100] },
      { '/': [{ var: 'data.months' }, 12] },
    ],
  };

  it('computes rupees rounded to paise from data, plot and rates', () => {
    expect(evaluateAmount(area, { data: { months: 6 }, plot, rates })).toEqual({
      amount: 249185.56,
      missing: [],
    });
  });

  it('gives null and names the inputs a draft has not answered yet', () => {
    expect(evaluateAmount(area, { data: {}, plot, rates })).toEqual({
      amount: null,
      missing: ['data.months'],
    });
    expect(evaluateAmount(area, { data: { months: 6 }, plot: {}, rates }).missing).toEqual([
      'plot.plotArea',
      'plot.prevailingRate',
    ]);
  });

  it('does not count an input read only in a branch that is not taken', () => {
    const rule = { if: [{ var: 'data.bcc' }, { var: 'data.openLand' }, 0] };
    expect(evaluateAmount(rule, { data: { bcc: false }, plot, rates })).toEqual({
      amount: 0,
      missing: [],
    });
  });

  it('refuses to run when a rate is not set (never charges 0 by accident)', () => {
    expect(() => evaluateAmount({ var: 'rates.unknown' }, { data: {}, plot, rates })).toThrow(
      'rate unknown is not set',
    );
  });

  it('refuses unknown or unsafe operations and computed variable names', () => {
    const inputs = { data: {}, plot, rates };
    expect(() => evaluateRule({ log: 1 }, inputs)).toThrow(FeeRuleError);
    expect(() => evaluateRule({ 'Math.max': [1, 2] }, inputs)).toThrow(FeeRuleError);
    expect(() => evaluateRule({ var: { cat: ['data.', 'x'] } }, inputs)).toThrow(FeeRuleError);
    expect(() => evaluateRule({ var: 'data.__proto__' }, inputs)).toThrow(FeeRuleError);
    expect(() => evaluateRule({ a: 1, b: 2 }, inputs)).toThrow(FeeRuleError);
  });

  it('throws when the result is not an amount', () => {
    expect(() => evaluateAmount({ '==': [1, 1] }, { data: {}, plot, rates })).toThrow(
      'not an amount',
    );
    expect(() => evaluateAmount({ '/': [1, 0] }, { data: {}, plot, rates })).toThrow(FeeRuleError);
  });

  it('offers round, ceil and floor', () => {
    const inputs = { data: { x: 2.345 }, plot, rates };
    expect(evaluateRule({ round: [{ var: 'data.x' }, 2] }, inputs).value).toBe(2.35);
    expect(evaluateRule({ round: { var: 'data.x' } }, inputs).value).toBe(2);
    expect(evaluateRule({ ceil: { var: 'data.x' } }, inputs).value).toBe(3);
    expect(evaluateRule({ floor: { var: 'data.x' } }, inputs).value).toBe(2);
  });

  it('sums lines after rounding each, and reports incomplete totals', () => {
    const fee = {
      rates: {},
      lines: [
        { id: 'a', label: 'A', rule: { '*': [{ var: 'data.n' }, 0.005] } },
        { id: 'b', label: 'B', rule: { '*': [{ var: 'data.n' }, 0.005] } },
      ],
    };
    expect(evaluateFee(fee, { data: { n: 1 }, plot, rates }).total).toBe(0.02);
    const draft = evaluateFee(fee, { data: {}, plot, rates });
    expect(draft.total).toBeNull();
    expect(draft.missing).toEqual(['data.n']);
  });

  it('rejects a negative total', () => {
    const fee = { rates: {}, lines: [{ id: 'a', label: 'A', rule: -5 }] };
    expect(() => evaluateFee(fee, { data: {}, plot, rates })).toThrow('negative');
  });
});

describe('inspecting a rule for known inputs', () => {
  const dataSchema: JSONSchema7 = {
    type: 'object',
    properties: {
      months: { type: 'integer' },
      plot: { type: 'object', properties: { plotArea: { type: 'number' } } },
      trees: {
        type: 'array',
        items: {
          type: 'object',
          properties: { action: { type: 'string' }, girth: { type: 'number' } },
        },
      },
      status: {
        type: 'object',
        properties: { bcc: { type: 'boolean' } },
        if: { properties: { bcc: { const: true } }, required: ['bcc'] },
        then: { properties: { openLand: { type: 'number' } } },
      },
    },
  };
  const inputs = { dataSchema, plotFields: new Set(['plotArea']), rateKeys: new Set(['pct']) };
  const messages = (rule: unknown) => inspectRule(rule, inputs).problems.map((p) => p.message);

  it('accepts known data fields (conditional ones too), plot facts and declared rates', () => {
    const rule = {
      '*': [
        { var: 'data.months' },
        { var: 'data.status.openLand' },
        { var: 'plot.plotArea' },
        { var: 'rates.pct' },
      ],
    };
    const result = inspectRule(rule, inputs);
    expect(result.problems).toEqual([]);
    expect(result.rateKeys).toEqual(['pct']);
    expect(result.plotFields).toEqual(['plotArea']);
    expect(result.dataPaths).toEqual(['months', 'status.openLand']);
  });

  it('rejects unknown inputs with the path inside the rule', () => {
    const result = inspectRule(
      { '+': [{ var: 'data.monthz' }, { var: 'plot.nope' }, { var: 'rates.other' }, { var: 'x' }] },
      inputs,
    );
    expect(result.problems.map((p) => p.path)).toEqual([
      '$["+"][0].var',
      '$["+"][1].var',
      '$["+"][2].var',
      '$["+"][3].var',
    ]);
    expect(result.problems[0]?.message).toContain('no such field');
    expect(result.problems[1]?.message).toContain('unknown plot fact');
    expect(result.problems[2]?.message).toContain('unknown rate');
  });

  it("refuses the form's copy of plot facts", () => {
    expect(messages({ var: 'data.plot.plotArea' })[0]).toContain('read plot facts as plot.<name>');
  });

  it('checks item fields inside filter, map and reduce', () => {
    const count = {
      reduce: [
        { filter: [{ var: 'data.trees' }, { '==': [{ var: 'action' }, 'Fell'] }] },
        { '+': [{ var: 'accumulator' }, { var: 'current.girth' }] },
        0,
      ],
    };
    expect(messages(count)).toEqual([]);
    expect(messages({ map: [{ var: 'data.trees' }, { var: 'colour' }] })[0]).toContain(
      "no such field in the list's items",
    );
    expect(messages({ reduce: [{ var: 'data.trees' }, { var: 'girth' }, 0] })[0]).toContain(
      'inside reduce',
    );
  });

  it('rejects unknown operations, several keys and computed names', () => {
    expect(messages({ log: 1 })).toEqual(['unknown operation "log"']);
    expect(messages({ '+': 1, '-': 2 })[0]).toContain('exactly one key');
    expect(messages({ var: { cat: ['data.', 'months'] } })[0]).toContain('fixed input');
  });

  it('does not let preconditions read form data', () => {
    const noData = { plotFields: new Set(['plotArea']), rateKeys: new Set<string>() };
    expect(inspectRule({ var: 'data.months' }, noData).problems[0]?.message).toContain(
      'inputs start with plot. or rates.',
    );
  });
});

describe('the rate table', () => {
  const file = {
    currency: 'INR',
    rates: [
      { key: 'a', description: 'A', value: 3, unit: '%', source: 'spec' },
      { key: 'b', description: 'B', value: 1000, unit: '₹', source: 'placeholder' },
      { nonsense: true },
    ],
  };

  it('gives the default values by key and skips malformed rows', () => {
    expect(defaultRates(file)).toEqual({ a: 3, b: 1000 });
    expect(rateDefinitions(file).map((r) => r.source)).toEqual(['spec', 'placeholder']);
    expect(defaultRates(undefined)).toEqual({});
  });
});

describe('a question its condition does not ask', () => {
  // "lit" is asked only for a hoarding; the rule reads it unguarded.
  const schema: JSONSchema7 = {
    type: 'object',
    properties: {
      structure: {
        type: 'object',
        properties: { kind: { type: 'string', enum: ['Shed', 'Hoarding'] } },
        required: ['kind'],
        allOf: [
          {
            if: { properties: { kind: { const: 'Hoarding' } }, required: ['kind'] },
            then: { properties: { lit: { type: 'boolean' } }, required: ['lit'] },
          },
        ],
      },
    },
  };
  const fee = {
    rates: {},
    lines: [{ id: 'l', label: 'Lighting', rule: { if: [{ var: 'data.structure.lit' }, 500, 0] } }],
  };
  const inputs = (structure: object) => ({
    data: { structure },
    plot,
    rates,
    asked: (at: readonly string[]) => isAsked(schema, { structure }, at),
  });

  it('counts as absent (not "missing") when the form does not ask it, so the fee is known', () => {
    expect(evaluateFee(fee, inputs({ kind: 'Shed' }))).toMatchObject({ total: 0, missing: [] });
  });

  it('is still missing while the form asks it and it has no answer', () => {
    expect(evaluateFee(fee, inputs({ kind: 'Hoarding' }))).toMatchObject({
      total: null,
      missing: ['data.structure.lit'],
    });
    expect(evaluateFee(fee, inputs({ kind: 'Hoarding', lit: true })).total).toBe(500);
    // Without `asked` the evaluator cannot tell: it says missing (the checker relies on this).
    const { asked: _a, ...bare } = inputs({ kind: 'Shed' });
    expect(evaluateFee(fee, bare).missing).toEqual(['data.structure.lit']);
  });
});
