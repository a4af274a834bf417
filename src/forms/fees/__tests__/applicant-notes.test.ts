import { describe, expect, it } from 'vitest';
import { loadCatalog } from '@/domain/catalog/load-catalog';
import { evaluateFee } from '@/domain/fees/evaluate';
import catalogJson from '../../../../services.catalog.json';
import { rates, sample, service } from '../../__tests__/support';

// What an applicant reads under the cost panel: plain words, none of the analysts' research notes.
// ('provisional' alone is a word of the trade: the provisional fire approval.)
const ANALYST_TALK =
  /PLACEHOLDER|\[|\(S\d|\bS\d+\b|\bpublic\b|analog|assumed|master data|(?:is|are) provisional/i;

describe("every service's note for applicants", () => {
  const services = loadCatalog(catalogJson).map((e) => service(e.id));

  it.each(services.map((s) => [s.id, s] as const))('%s: plain, short, no analyst talk', (_, s) => {
    const note = s.fee.applicantNote ?? '';
    expect(note).not.toBe('');
    expect(note).not.toMatch(ANALYST_TALK);
    // The panel says the figure is indicative already.
    expect(note).not.toMatch(/indicative|tentative/i);
    expect(note.split(/(?<=\.)\s+/).length).toBeLessThanOrEqual(2);
    // The analysts' note is kept, with its marks.
    expect(s.fee.note).toBeTruthy();
  });

  it.each(services.map((s) => [s.id, s] as const))(
    '%s: says no fee is charged exactly when the sample costs nothing',
    (_, s) => {
      const fee = evaluateFee(s.fee, { data: sample(s), plot: s.sample.plot, rates });
      expect(s.fee.applicantNote?.startsWith('No fee is charged for this application.')).toBe(
        fee.total === 0,
      );
    },
  );
});
