import { describe, expect, it } from 'vitest';
import type { DataError } from '@/domain/validation/validate-data';
import { service } from '../../__tests__/support';
import {
  REVIEW_STEP,
  errorsByStep,
  firstInvalidStep,
  nextStep,
  previousStep,
  stepIds,
  stepStatuses,
  stepsUpTo,
} from '../step-list';

const tle = service('TimeLimitExtensionService');
const err = (path: string): DataError => ({
  path,
  keyword: 'required',
  message: 'This field is required',
});

describe('the step list', () => {
  it('lists the service steps and a closing Review step', () => {
    expect(stepIds(tle)).toEqual([
      'applicant',
      'status',
      'request',
      'documents',
      'declarations',
      REVIEW_STEP,
    ]);
    expect(nextStep(tle, 'status')).toBe('request');
    expect(previousStep(tle, 'status')).toBe('applicant');
    expect(previousStep(tle, 'applicant')).toBeUndefined();
    expect(stepsUpTo(tle, 'request')).toEqual(['applicant', 'status', 'request']);
    expect(stepsUpTo(tle, 'nonsense')).toEqual(['applicant']);
  });

  it('groups errors by the step that shows their field', () => {
    const grouped = errorsByStep(tle, [
      err('/request/reason'),
      err('/company/companyName'),
      err('/declarations/resumption'),
    ]);
    expect(Object.keys(grouped).sort()).toEqual(['applicant', 'declarations', 'request']);
  });

  it('finds the first invalid step in step order, not error order', () => {
    expect(
      firstInvalidStep(tle, [err('/declarations/resumption'), err('/status/builtUpArea')]),
    ).toBe('status');
    expect(firstInvalidStep(tle, [])).toBeUndefined();
  });

  it('lets the applicant open visited steps and the step after the complete ones, nothing beyond', () => {
    const visited = new Set(['applicant', 'status']);
    const statuses = stepStatuses(tle, { visited, errors: {} });
    expect(statuses.map((s) => [s.id, s.complete, s.reachable])).toEqual([
      ['applicant', true, true],
      ['status', true, true],
      ['request', false, true],
      ['documents', false, false],
      ['declarations', false, false],
      [REVIEW_STEP, false, false],
    ]);
  });

  it('marks a visited step with errors invalid and stops the way on at it', () => {
    const visited = new Set(['applicant', 'status', 'request']);
    const statuses = stepStatuses(tle, {
      visited,
      errors: { status: [err('/status/builtUpArea')] },
    });
    expect(statuses.find((s) => s.id === 'status')).toMatchObject({
      invalid: true,
      complete: false,
      reachable: true,
    });
    expect(statuses.find((s) => s.id === 'request')?.reachable).toBe(true); // visited before
    expect(statuses.find((s) => s.id === 'documents')?.reachable).toBe(false);
  });
});
