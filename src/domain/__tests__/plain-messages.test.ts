/**
 * Plain words everywhere: for every service of the catalogue, wrong answers of every kind (wrong
 * type, too long, too short, out of range, bad pattern or format, missing, not in the list, a
 * failing condition) are validated, and no message an applicant can see carries validator wording.
 */
import type { JSONSchema7 } from 'json-schema';
import { describe, expect, it } from 'vitest';
import catalogJson from '../../../services.catalog.json';
import { filesFromGlob } from '../catalog/files';
import { isRecord } from '../catalog/json';
import { loadCatalog } from '../catalog/load-catalog';
import { loadService } from '../catalog/load-service';
import { migrateDraft } from '../drafts/migrate';
import { validateData } from '../validation/validate-data';

const files = filesFromGlob(
  import.meta.glob('/schemas/**/*.json', { eager: true, import: 'default' }),
);
const entries = loadCatalog(catalogJson);

/** ajv's own wording ('must NOT have more than 30 characters', 'must match "then" schema'). */
const JARGON =
  /must NOT|must match|must have (more|fewer|required)|must be (equal to|string|number|integer|boolean|array|object|null|[<>=])|must pass "|schema|instancePath|\bshould\b|[{}]/;

type Json = Record<string, unknown>;

/** Reasons a draft's answer is set aside that do not come from a rule of its value. */
const STRUCTURAL = ['not a field of this form', 'hidden by another answer, so it was cleared'];

/** A wrong answer of each kind the field's rules allow, as [what, value] pairs. */
function wrongValues(node: JSONSchema7): unknown[] {
  const out: unknown[] = [];
  if (node.type === 'string') {
    out.push(42, '!!not valid!!');
    if (node.maxLength !== undefined) out.push('x'.repeat(node.maxLength + 1));
    if (node.minLength) out.push('');
  }
  if (node.type === 'number' || node.type === 'integer') {
    out.push('many', 1.5);
    if (node.maximum !== undefined) out.push(node.maximum + 1);
    if (node.minimum !== undefined) out.push(node.minimum - 1);
  }
  if (node.type === 'boolean') out.push('yes');
  if (node.type === 'array') out.push('a list', [{}, {}, {}]);
  if (node.enum) out.push('not an option');
  return out;
}

/** Every answer replaced by each wrong value, one at a time, plus the answers emptied. */
function wrongAnswers(schema: JSONSchema7, sample: Json): Json[] {
  const out: Json[] = [{}];
  const walk = (node: JSONSchema7, path: string[]) => {
    if (node.properties) {
      for (const [name, child] of Object.entries(node.properties)) {
        if (typeof child === 'object') walk(child, [...path, name]);
      }
      return;
    }
    for (const value of wrongValues(node)) out.push(withValue(sample, path, value));
  };
  walk(schema, []);
  return out;
}

function withValue(data: Json, path: string[], value: unknown): Json {
  const copy = structuredClone(data);
  let node: Json = copy;
  for (const key of path.slice(0, -1)) {
    if (!isRecord(node[key])) node[key] = {};
    node = node[key] as Json;
  }
  node[path.at(-1) as string] = value;
  return copy;
}

describe('validation messages in plain words', () => {
  for (const entry of entries) {
    it(`${entry.id}: no validator wording in any message`, () => {
      const service = loadService(files, entry);
      const sample = service.sample.data as Json;
      const messages = new Set<string>();
      for (const data of wrongAnswers(service.schema, sample)) {
        for (const mode of ['draft', 'submit'] as const) {
          for (const e of validateData(service, data, mode, service.sample.plot).errors)
            messages.add(e.message);
        }
      }
      expect(messages.size).toBeGreaterThan(0);
      expect([...messages].filter((m) => JARGON.test(m))).toEqual([]);
    });

    it(`${entry.id}: a resumed draft says why each answer was set aside, naming it`, () => {
      const service = loadService(files, entry);
      const reasons = new Set<string>();
      for (const data of wrongAnswers(service.schema, service.sample.data as Json)) {
        for (const issue of migrateDraft(service, { version: service.version, data }).issues)
          reasons.add(issue.reason);
      }
      expect(reasons.size).toBeGreaterThan(0);
      // (A question's own title may say 'should': 'Anything else we should know'.)
      const outsideTitles = (r: string) => r.replace(/“[^”]*”/g, '');
      expect([...reasons].filter((r) => JARGON.test(outsideTitles(r)))).toEqual([]);
      // A value the form now refuses names its question; the fixed reasons (a question gone or
      // hidden) stand beside the question's name in the list of set-aside answers.
      const unnamed = [...reasons].filter(
        (r) => !/^“[^”]+” (no longer|now)/.test(r) && !STRUCTURAL.includes(r),
      );
      expect(unnamed).toEqual([]);
    });
  }

  it('names the question and what changed, in the words of the form', () => {
    const service = loadService(
      files,
      entries.find((e) => e.id === 'ChangeInActivityService')!,
    );
    const data = structuredClone(service.sample.data) as Json;
    Object.assign(data.activity as Json, {
      pollutionCategory: 'Purple',
      newActivity: 'x'.repeat(500),
    });
    const reasons = migrateDraft(service, { version: service.version, data }).issues.map(
      (i) => i.reason,
    );
    expect(reasons).toEqual(
      expect.arrayContaining([
        '“Activity › Pollution category of the new activity” no longer offers this choice',
        expect.stringMatching(
          /^“Activity › New activity or product” no longer accepts this answer: Use at most \d+ characters$/,
        ),
      ]),
    );
  });
});
