import { describe, expect, it } from 'vitest';
import { describeJsonError, firstErrorOffset, jsonErrorAt } from '../json-error';

const errorOf = (text: string): unknown => {
  try {
    JSON.parse(text);
  } catch (e) {
    return e;
  }
  throw new Error('parsed');
};

describe('json-error', () => {
  it('says at which line and column a file stops being JSON, whatever the engine says', () => {
    const text = '{\n  "title": "A"\n  "version": 1\n}';
    expect(describeJsonError(text, errorOf(text))).toBe(
      "line 3, column 3: Expected ',' or '}' after property value",
    );
    // Chromium's and Firefox's wordings: the position is still found in the text.
    expect(
      jsonErrorAt(text, new SyntaxError('Bad thing in JSON at position 18 (line 3 column 3)')),
    ).toEqual({ line: 3, column: 3, reason: 'Bad thing' });
    expect(
      jsonErrorAt(
        text,
        new SyntaxError('JSON.parse: bad thing at line 3 column 3 of the JSON data'),
      ),
    ).toEqual({ line: 3, column: 3, reason: 'bad thing' });
  });

  it('finds the place when the message names none', () => {
    const text = '{\n  "a": [1, 2,]\n}';
    expect(jsonErrorAt(text, errorOf(text))).toMatchObject({ line: 2, column: 14 });
    expect(describeJsonError('{ "oops": ', errorOf('{ "oops": '))).toBe(
      'line 1, column 11: the file ends too early (a missing } or ] or ")',
    );
  });

  it('finds nothing wrong in valid JSON', () => {
    expect(firstErrorOffset('{"a": [1e5, -0.5, "\\u00e9", true, null, {}]}')).toBeUndefined();
    expect(firstErrorOffset('{"a": 1} x')).toBe(9);
  });
});
