/**
 * The pseudo-language's text: every ASCII letter swapped for an accented look-alike, so that a
 * screen in the pseudo-language still reads, and any plain ASCII word left on it is text that
 * escaped translation. Digits, punctuation and rich-text tags (`<0>…</0>`) stay as they are.
 */
const LOWER = [...'ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑ'];
const UPPER = [...'ȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ'];

function accent(letter: string): string {
  const code = letter.charCodeAt(0);
  return code >= 97 ? LOWER[code - 97]! : UPPER[code - 65]!;
}

/** Accents every ASCII letter of literal text, keeping `<tag>` markers for rich text intact. */
export function pseudoText(text: string): string {
  return text.replace(/<\/?[A-Za-z0-9]+\/?>|[A-Za-z]/g, (match) =>
    match.length === 1 ? accent(match) : match,
  );
}

/** True when a text has a run of plain ASCII letters, i.e. it was not pseudo-translated. */
export function hasPlainWords(text: string, minLength = 2): boolean {
  return new RegExp(`[A-Za-z]{${minLength},}`).test(text);
}
