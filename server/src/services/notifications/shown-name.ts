/**
 * A person's or company's name as the portal's own messages show it. Names are typed by users;
 * in an e-mail or SMS they must not read as the corporation's words: one line (a name saved
 * before names were checked may hold line breaks), cut short, and — where it names a third party
 * ("… added you") — in quotation marks.
 */

/** Longest name a message shows (a person's name may be 100 characters, domain/contact.ts). */
export const SHOWN_NAME_MAX = 60;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The name on one line, control characters gone, at most `max` characters. */
export function shortName(value: string, max = SHOWN_NAME_MAX): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const line = value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ');
  const name = line.replace(/\s+/g, ' ').trim();
  // Whole letters (a Devanagari syllable with its signs), so a cut never leaves half of one.
  const chars = [...graphemes.segment(name)].map((g) => g.segment);
  return chars.length <= max
    ? name
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** The name in quotation marks, as someone else's words (quotes included, SHOWN_NAME_MAX long). */
export function quotedName(value: string): string {
  return `“${shortName(value, SHOWN_NAME_MAX - 2)}”`;
}
