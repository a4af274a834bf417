import { describe, expect, it } from 'vitest';
import { getCatalog } from '../src/services/forms/catalog.ts';
import { serviceIn, serviceTitleIn } from '../src/services/forms/translations.ts';

describe('service texts in the recipient language', () => {
  const catalog = getCatalog();
  const id = 'TreeFellingRePlantationService';
  const english = catalog.services.get(id)!;

  it('names a service in English for an unset or English language, and keeps unknown ids', () => {
    expect(serviceTitleIn(id, null)).toBe(english.title);
    expect(serviceTitleIn(id, 'en')).toBe(english.title);
    expect(serviceTitleIn('NoSuchService', 'mr')).toBe('NoSuchService');
  });

  it('gives the definition with Marathi texts from the shared translations, the English one unchanged', () => {
    const marathi = serviceIn(id, 'mr')!;
    const applicant = marathi.schema.properties?.applicant as { title?: string };
    expect(applicant.title).toBe('अर्जदाराची माहिती');
    expect(marathi.messages.required).toBe('हे क्षेत्र आवश्यक आहे');
    expect(serviceIn(id, 'mr')).toBe(marathi);
    expect((english.schema.properties?.applicant as { title?: string }).title).toBe(
      'Applicant information',
    );
    expect(marathi.entry).toBe(english.entry);
    expect(serviceTitleIn(id, 'mr')).toBe(marathi.title);
    expect(serviceTitleIn(id, 'en-XA')).not.toBe(english.title);
  });
});
