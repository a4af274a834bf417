import { describe, expect, it } from 'vitest';
import type { SchemaFiles } from '../../catalog/files';
import type { CatalogEntry } from '../../catalog/types';
import { checkServiceTranslations } from '../check-service-translations';

const entry = {
  id: 'DrainageService',
  folder: 'drainage',
  title: 'Drainage connection',
  description: 'Connect the plot to the drain.',
} as CatalogEntry;

const english: SchemaFiles = {
  'drainage/schema.json': {
    type: 'object',
    properties: {
      size: {
        type: 'number',
        title: 'Pipe size',
        errorMessages: { maximum: 'Enter {limit} mm or less' },
      },
    },
  },
  'drainage/ui.json': { size: { 'ui:help': 'Ask ${engineer} about {{size}}' } },
  'drainage/steps.json': { title: 'Drainage', steps: [{ id: 'a', title: 'Pipe', fields: [] }] },
  '_shared/messages.json': { messages: { required: 'This field is required' } },
};

function check(translations: Record<string, unknown>) {
  return checkServiceTranslations({ ...english, ...translations }, [entry]);
}

const messages = (translations: Record<string, unknown>) =>
  check(translations).issues.map((i) => `${i.file}: ${i.path}: ${i.severity}: ${i.message}`);

describe('checking service translations', () => {
  it('accepts good translations and lists the untranslated texts per folder and language', () => {
    const { issues, untranslated } = check({
      'drainage/translations/mr.json': {
        'schema.json#/properties/size/title': 'पाईपचा आकार',
        'schema.json#/properties/size/errorMessages/maximum': '{limit} मिमी किंवा कमी नमूद करा',
        'catalog#/title': 'Drainage connection',
      },
    });
    expect(issues).toEqual([]);
    const mr = untranslated.find((u) => u.folder === 'drainage' && u.language === 'mr');
    expect(mr?.total).toBe(7);
    // The catalogue title is still English, so it counts as untranslated.
    expect(mr?.missing.map((t) => t.key)).toEqual([
      'ui.json#/size/ui:help',
      'steps.json#/title',
      'steps.json#/steps/0/title',
      'catalog#/title',
      'catalog#/description',
    ]);
    expect(untranslated.find((u) => u.folder === 'drainage' && u.language === 'hi')?.total).toBe(7);
    expect(
      untranslated.find((u) => u.folder === '_shared' && u.language === 'hi')?.missing,
    ).toEqual([{ key: 'messages.json#/messages/required', en: 'This field is required' }]);
  });

  it('refuses a key the English definition no longer has', () => {
    expect(
      messages({
        'drainage/translations/hi.json': { 'schema.json#/properties/depth/title': 'गहराई' },
      }),
    ).toEqual([
      'drainage/translations/hi.json: $["schema.json#/properties/depth/title"]: error: no such text in the English definition (renamed or removed): delete it',
    ]);
  });

  it('refuses a file that is not a flat object of strings, or an empty text', () => {
    expect(messages({ 'drainage/translations/mr.json': ['पाईप'] })).toEqual([
      'drainage/translations/mr.json: $: error: a translation file is one flat object: { "<key>": "<text>" }',
    ]);
    expect(
      messages({
        'drainage/translations/mr.json': {
          'steps.json#/title': { mr: 'सांडपाणी' },
          'steps.json#/steps/0/title': ' ',
        },
      }),
    ).toEqual([
      'drainage/translations/mr.json: $["steps.json#/title"]: error: a translation is a text (a string), not a list or an object',
      'drainage/translations/mr.json: $["steps.json#/steps/0/title"]: error: empty translation: delete the key to show the English text',
    ]);
  });

  it('refuses an unknown language and a translations folder beside no definition', () => {
    expect(
      messages({
        'drainage/translations/en.json': {},
        'drainage/translations/marathi.json': {},
        'nothing/translations/mr.json': {},
      }),
    ).toEqual([
      'drainage/translations/en.json: $: error: unknown language "en": a translation file is named mr.json or hi.json',
      'drainage/translations/marathi.json: $: error: unknown language "marathi": a translation file is named mr.json or hi.json',
      'nothing/translations/mr.json: $: error: "nothing" is not a service folder, a form or _shared',
    ]);
  });

  it('refuses a translation that drops or alters a placeholder', () => {
    expect(
      messages({
        'drainage/translations/hi.json': {
          'schema.json#/properties/size/errorMessages/maximum': '{सीमा} मिमी या कम दर्ज करें',
          'ui.json#/size/ui:help': '{{size}} के बारे में ${engineer} से पूछें',
        },
        '_shared/translations/hi.json': { 'messages.json#/messages/required': 'आवश्यक {limit}' },
      }),
    ).toEqual([
      'drainage/translations/hi.json: $["schema.json#/properties/size/errorMessages/maximum"]: error: placeholders must be kept exactly: the English has {limit}, the translation none',
      '_shared/translations/hi.json: $["messages.json#/messages/required"]: error: placeholders must be kept exactly: the English has none, the translation {limit}',
    ]);
  });

  describe("answer options' labels, keyed by value", () => {
    const withOptions = (options: string[], translations: Record<string, string>) =>
      checkServiceTranslations(
        {
          ...english,
          'drainage/schema.json': {
            type: 'object',
            properties: { use: { type: 'string', title: 'Use', enum: options } },
          },
          'drainage/translations/mr.json': translations,
        },
        [entry],
      );
    const labels = {
      'schema.json#/properties/use/enum=Industrial': 'औद्योगिक',
      'schema.json#/properties/use/enum=IT~1ITES': 'माहिती तंत्रज्ञान',
    };
    const missingOptions = (result: ReturnType<typeof withOptions>) =>
      result.untranslated
        .find((u) => u.folder === 'drainage' && u.language === 'mr')
        ?.missing.filter((t) => t.key.includes('/enum='));

    it('accepts the labels whatever the order of the options', () => {
      const result = withOptions(['IT/ITES', 'Industrial'], labels);
      expect(result.issues).toEqual([]);
      expect(missingOptions(result)).toEqual([]);
    });

    it("refuses a removed option's label as a stale key", () => {
      expect(
        withOptions(['Industrial'], labels).issues.map((i) => `${i.path}: ${i.message}`),
      ).toEqual([
        '$["schema.json#/properties/use/enum=IT~1ITES"]: no such text in the English definition (renamed or removed): delete it',
      ]);
    });

    it('lists a new option as not translated', () => {
      const result = withOptions(['Industrial', 'Logistics', 'IT/ITES'], labels);
      expect(result.issues).toEqual([]);
      expect(missingOptions(result)).toEqual([
        { key: 'schema.json#/properties/use/enum=Logistics', en: 'Logistics' },
      ]);
    });

    it('refuses a label keyed by its place in the list, saying how options are keyed', () => {
      expect(
        withOptions(['Industrial'], { 'schema.json#/properties/use/enum/0': 'औद्योगिक' }).issues.map(
          (i) => `${i.path}: ${i.message}`,
        ),
      ).toEqual([
        '$["schema.json#/properties/use/enum/0"]: an answer option\'s label is keyed by its value, not its place: "…/enum=<value>"',
      ]);
    });
  });
});
