/**
 * Where a JSON text stops parsing, as a person finds it in an editor: line and column (from 1),
 * whatever the engine's wording (Node's "at position 643", Chromium's "(line 5 column 3)",
 * Firefox's "at line 5 column 3 of the JSON data"). The checker and the /demo editor both report
 * a broken file this way.
 */

/** The line and column (from 1) of offset `position` in `text`. */
export function lineColumn(text: string, position: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(position, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines.at(-1) ?? '').length + 1 };
}

/** Where JSON.parse stopped on `text`, and why, without the engine's position wording. */
export function jsonErrorAt(
  text: string,
  e: unknown,
): { line: number; column: number; reason: string } {
  const message = e instanceof Error ? e.message : String(e);
  const reason =
    message
      .replace(/^JSON\.parse: /, '')
      .replace(/ at line \d+ column \d+ of the JSON data$/, '')
      .replace(/,? (?:in JSON )?at position \d+(?: \(line \d+ column \d+\))?$/, '')
      .replace(/ \(line \d+ column \d+\)$/, '')
      // Node quotes the start of the text, which says nothing the line and column do not.
      .replace(/, ".*" is not valid JSON$/s, '')
      .replace(/'\n'/, 'end of line')
      .replace(/^Unexpected end of JSON input$/, 'the file ends too early (a missing } or ] or ")')
      .trim() || 'not valid JSON';
  // Some engine messages name no position ("Unexpected token 'x', "…" is not valid JSON"): the
  // scan below finds it the same way everywhere.
  const found = firstErrorOffset(text);
  if (found !== undefined) return { ...lineColumn(text, found), reason };
  const lc = /line (\d+) column (\d+)/.exec(message);
  if (lc) return { line: Number(lc[1]), column: Number(lc[2]), reason };
  const at = /position (\d+)/.exec(message);
  return { ...lineColumn(text, at ? Number(at[1]) : text.length), reason };
}

/** The offset of the first character where `text` stops being JSON, or undefined if it is JSON. */
export function firstErrorOffset(text: string): number | undefined {
  let i = 0;
  const fail = (): never => {
    throw i;
  };
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i] as string)) i++;
  };
  const literal = (word: string) => {
    for (const ch of word) {
      if (text[i] !== ch) fail();
      i++;
    }
  };
  const string = () => {
    i++; // the opening quote
    for (;;) {
      const ch = text[i];
      if (ch === undefined || ch < ' ') fail();
      if (ch === '"') return void i++;
      if (ch === '\\') {
        i++;
        const esc = text[i];
        if (esc === 'u') {
          for (let k = 1; k <= 4; k++) {
            if (!/[0-9a-fA-F]/.test(text[i + k] ?? '')) {
              i += k;
              fail();
            }
          }
          i += 5;
        } else if (esc !== undefined && '"\\/bfnrt'.includes(esc)) i++;
        else fail();
      } else i++;
    }
  };
  const number = () => {
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!m || m[0] === '' || m[0] === '-') fail();
    i += (m as RegExpExecArray)[0].length;
  };
  const value = (): void => {
    space();
    const ch = text[i];
    if (ch === '{') {
      i++;
      space();
      if (text[i] === '}') return void i++;
      for (;;) {
        space();
        if (text[i] !== '"') fail();
        string();
        space();
        if (text[i] !== ':') fail();
        i++;
        value();
        space();
        if (text[i] === ',') i++;
        else if (text[i] === '}') return void i++;
        else fail();
      }
    }
    if (ch === '[') {
      i++;
      space();
      if (text[i] === ']') return void i++;
      for (;;) {
        value();
        space();
        if (text[i] === ',') i++;
        else if (text[i] === ']') return void i++;
        else fail();
      }
    }
    if (ch === '"') return string();
    if (ch === 't') return literal('true');
    if (ch === 'f') return literal('false');
    if (ch === 'n') return literal('null');
    return number();
  };
  try {
    if (text.charCodeAt(0) === 0xfeff) i = 1;
    value();
    space();
    return i < text.length ? i : undefined;
  } catch (at) {
    if (typeof at === 'number') return at;
    throw at;
  }
}

/** One line for a person: 'line 5, column 3: Expected ',' or '}' after property value'. */
export function describeJsonError(text: string, e: unknown): string {
  const { line, column, reason } = jsonErrorAt(text, e);
  return `line ${line}, column ${column}: ${reason}`;
}
