import { describe, expect, it } from 'vitest';
import { missingFeeInputErrors } from '../fees/missing-inputs';

describe('missingFeeInputErrors', () => {
  it('puts an empty answer at its field and a missing plot fact on the plot record', () => {
    expect(missingFeeInputErrors(['data.request.boardArea', 'plot.prevailingRate'])).toEqual([
      { path: '/request/boardArea', message: 'The fee cannot be worked out without this answer' },
      {
        path: '',
        message:
          'The fee cannot be worked out: the plot record lacks prevailingRate. Please contact the regional office.',
      },
    ]);
  });

  it('does not blame the plot record for an answer', () => {
    expect(missingFeeInputErrors(['data.request.boards'])).toEqual([
      { path: '/request/boards', message: 'The fee cannot be worked out without this answer' },
    ]);
  });
});
