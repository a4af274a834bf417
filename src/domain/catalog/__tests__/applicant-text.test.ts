import { describe, expect, it } from 'vitest';
import { applicantText } from '../applicant-text';

describe('applicantText', () => {
  it('drops source tags, [assumed] and (public) notes', () => {
    expect(applicantText('The application fee is public (S12). Refunded later [assumed].')).toBe(
      'The application fee is public. Refunded later.',
    );
    expect(applicantText('A drainage charge (Circular 14/2013, S36) is billed.')).toBe(
      'A drainage charge (Circular 14/2013) is billed.',
    );
  });

  it('drops a clause that only says a figure is assumed', () => {
    expect(
      applicantText('The fixed charge is a PLACEHOLDER; which case pays 30 % is [assumed].'),
    ).toBe('The fixed charge is provisional.');
  });

  it('says provisional for PLACEHOLDER, capitalised where a sentence starts', () => {
    expect(applicantText('PLACEHOLDER flat fee. The rates are PLACEHOLDERs.')).toBe(
      'Provisional flat fee. The rates are provisional.',
    );
  });
});
