import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { readSchemaFiles } from '../read-schema-files';
import { loadCatalog } from '../load-catalog';
import { loadService } from '../load-service';
import {
  placeholdersOf,
  pseudoServiceText,
  translateEntry,
  translateFiles,
  translationPath,
} from '../translate';
import catalogJson from '../../../../services.catalog.json';
import { hasPlainWords } from '../../i18n/pseudo';

const { files } = readSchemaFiles(resolve('schemas'));
const entry = loadCatalog(catalogJson).find((e) => e.folder === 'tree-felling')!;

/** The files with this service's own Marathi translation replaced by `own`. */
function withOwn(own: Record<string, string>) {
  return { ...files, [translationPath('tree-felling', 'mr')]: own };
}

describe('service definitions in another language', () => {
  it('shows a shared label in Marathi wherever the service uses it, before $refs are resolved', () => {
    const service = loadService(translateFiles(withOwn({}), 'mr'), entry);
    const applicant = service.schema.properties?.applicant as {
      title: string;
      properties: Record<string, { title: string }>;
    };
    expect(applicant.title).toBe('अर्जदाराची माहिती');
    expect(applicant.properties.fullName?.title).toBe('नाव');
    expect(service.declarations.find((d) => d.id === 'authorised')?.text).toMatch(/^हा अर्ज/);
    expect(service.messages.required).toBe('हे क्षेत्र आवश्यक आहे');
    expect(service.messages.maxLength).toBe('जास्तीत जास्त {limit} अक्षरे वापरा');
  });

  it("uses the service's own translation, and English where a key is missing", () => {
    const own = { 'steps.json#/steps/0/title': 'अर्जदार आणि भूखंड' };
    const service = loadService(translateFiles(withOwn(own), 'mr'), entry);
    expect(service.steps[0]?.title).toBe('अर्जदार आणि भूखंड');
    expect(service.steps[1]?.title).toBe(loadService(files, entry).steps[1]?.title);
    // Only texts change: names, values and rules are the English definition's.
    const english = loadService(files, entry);
    expect(Object.keys(service.schema.properties ?? {})).toEqual(
      Object.keys(english.schema.properties ?? {}),
    );
    expect(service.fee.lines.map((l) => l.rule)).toEqual(english.fee.lines.map((l) => l.rule));
  });

  it('translates the catalogue title from the catalog# keys', () => {
    const shown = translateEntry(entry, 'hi', { 'catalog#/title': 'वृक्ष कटाई' });
    expect(shown.title).toBe('वृक्ष कटाई');
    expect(shown.description).toBe(entry.description);
    expect(shown.id).toBe(entry.id);
    expect(translateEntry(entry, 'en', { 'catalog#/title': 'x' })).toBe(entry);
  });

  it('accents every text in the pseudo-language and keeps placeholders', () => {
    const service = loadService(translateFiles(files, 'en-XA'), entry);
    expect(hasPlainWords(service.steps[0]?.title ?? '')).toBe(false);
    expect(hasPlainWords(service.declarations[0]?.text ?? '')).toBe(false);
    expect(pseudoServiceText('Use at most {limit} characters')).toMatch(/\{limit\}/);
    expect(placeholdersOf(pseudoServiceText('Pay ${fee} by {{date}}'))).toEqual([
      '${fee}',
      '{{date}}',
    ]);
  });
});
