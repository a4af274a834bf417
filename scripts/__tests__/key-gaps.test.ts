import { describe, expect, it } from 'vitest';
import { keyGaps } from '../bench/forms.ts';

describe('the form benchmark’s gaps between keys', () => {
  it('spread evenly over 40–63 ms, more than a 60 Hz frame, in a fixed order per run', () => {
    const gaps = keyGaps(30, 0);
    expect(gaps).toHaveLength(30);
    const sorted = [...gaps].sort((a, b) => a - b);
    expect(sorted[0]).toBe(40);
    expect(sorted[29]).toBe(63);
    expect(sorted[29]! - sorted[0]!).toBeGreaterThan(1000 / 60);
    // A shuffle, not the ascending list; the same run gives the same order, another run another.
    expect(gaps).not.toEqual(sorted);
    expect(keyGaps(30, 0)).toEqual(gaps);
    expect(keyGaps(30, 1)).not.toEqual(gaps);
  });
});
