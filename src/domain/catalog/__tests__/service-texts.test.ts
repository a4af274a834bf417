import { describe, expect, it } from 'vitest';
import { fileTexts, mapTexts, serviceTexts, sharedTexts, textKey } from '../service-texts';

const schema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $comment: 'analyst note, never a text',
  title: 'Drainage connection',
  type: 'object',
  properties: {
    applicant: { $ref: '../_shared/applicant.json#/definitions/applicant' },
    discharge: {
      type: 'object',
      title: 'What will be discharged',
      properties: {
        kind: {
          type: 'string',
          title: 'Type of discharge',
          oneOf: [{ const: 'Industrial effluent', title: 'Industrial effluent' }],
        },
        treatment: {
          type: 'string',
          enum: ['Primary ETP', 'None'],
          enumNames: ['Primary ETP (effluent treatment)', 'None'],
          default: 'None',
        },
        quantity: {
          type: 'number',
          errorMessages: { exclusiveMinimum: 'Enter the quantity discharged' },
        },
        'a/b~c': { type: 'string', title: 'Odd name', pattern: '^[A-Z]+$' },
        no: { $ref: '../_shared/fields.json#/definitions/shortText', title: 'Consent no.' },
      },
    },
  },
};

describe('service texts walker', () => {
  it('lists every text of a schema with its pointer, skipping $ref, enum values and notes', () => {
    expect(fileTexts('schema.json', schema)).toEqual([
      { key: 'schema.json#/title', en: 'Drainage connection' },
      { key: 'schema.json#/properties/discharge/title', en: 'What will be discharged' },
      {
        key: 'schema.json#/properties/discharge/properties/kind/title',
        en: 'Type of discharge',
      },
      {
        key: 'schema.json#/properties/discharge/properties/kind/oneOf/0/title',
        en: 'Industrial effluent',
      },
      {
        key: 'schema.json#/properties/discharge/properties/treatment/enumNames/0',
        en: 'Primary ETP (effluent treatment)',
      },
      { key: 'schema.json#/properties/discharge/properties/treatment/enumNames/1', en: 'None' },
      {
        key: 'schema.json#/properties/discharge/properties/quantity/errorMessages/exclusiveMinimum',
        en: 'Enter the quantity discharged',
      },
      { key: 'schema.json#/properties/discharge/properties/a~1b~0c/title', en: 'Odd name' },
      { key: 'schema.json#/properties/discharge/properties/no/title', en: 'Consent no.' },
    ]);
  });

  it('reads ui.json help, placeholders and ui:enumNames, steps.json titles, declarations, uploads, fee lines and notes, and the messages of checks and preconditions', () => {
    const ui = {
      'ui:order': ['a', 'b'],
      a: { 'ui:widget': 'radio', 'ui:help': 'Help', 'ui:enumNames': ['Yes', 'No'] },
      b: { 'ui:placeholder': 'e.g. MH-27', 'ui:options': { rows: 5, label: false } },
    };
    const steps = {
      title: 'Drainage',
      version: 1,
      steps: [{ id: 'one', title: 'Discharge', description: 'From your plot', fields: ['a'] }],
      declarations: [
        { $ref: '../_shared/declarations.json#/declarations/trueInformation' },
        { id: 'own', text: 'No storm water.', version: 2, source: 'brief [assumed]' },
      ],
      uploads: [{ key: 'plans', label: 'Approved plans', required: true }],
      fee: {
        note: 'analyst note',
        rates: { fee150: 'Connection charge (PLACEHOLDER)' },
        lines: [{ id: 'c', label: 'Connection charge', rule: { var: 'rates.fee150' } }],
        applicantNote: 'The office confirms the charges after a site visit.',
      },
      checks: [{ id: 'k', path: 'a', rule: { '==': [1, 1] }, message: 'Shares add up to 100 %' }],
      preconditions: [{ type: 'plotRule', rule: { '!!': [{ var: 'plot.x' }] }, message: 'M' }],
      sample: { data: { a: { title: 'a sample answer, not a text' } } },
    };
    const entry = {
      id: 'X',
      folder: 'x',
      title: 'Drainage line',
      description: 'Connect it.',
      preconditions: [{ type: 'plotRule', rule: {}, message: 'Needs a BCC' }],
    };
    expect(serviceTexts({ ui, steps, entry }).map((t) => t.key)).toEqual([
      'ui.json#/a/ui:help',
      'ui.json#/a/ui:enumNames/0',
      'ui.json#/a/ui:enumNames/1',
      'ui.json#/b/ui:placeholder',
      'steps.json#/title',
      'steps.json#/steps/0/title',
      'steps.json#/steps/0/description',
      'steps.json#/declarations/1/text',
      'steps.json#/uploads/0/label',
      'steps.json#/fee/note',
      'steps.json#/fee/lines/0/label',
      'steps.json#/fee/applicantNote',
      'steps.json#/checks/0/message',
      'steps.json#/preconditions/0/message',
      'catalog#/title',
      'catalog#/description',
      'catalog#/preconditions/0/message',
    ]);
  });

  it('reads the shared messages and declarations, but no sample answers', () => {
    const texts = sharedTexts({
      'declarations.json': {
        $comment: 'x',
        declarations: { trueInformation: { id: 'trueInformation', text: 'True.', version: 1 } },
      },
      'messages.json': {
        messages: { required: 'This field is required', '*': 'Enter a valid answer' },
      },
      'samples.json': { samples: { applicant: { title: 'Mr', description: 'data' } } },
    });
    expect(texts).toEqual([
      { key: 'declarations.json#/declarations/trueInformation/text', en: 'True.' },
      { key: 'messages.json#/messages/required', en: 'This field is required' },
      { key: 'messages.json#/messages/*', en: 'Enter a valid answer' },
    ]);
  });

  it('maps texts into a structurally identical copy and leaves the original alone', () => {
    const copy = mapTexts('schema.json', schema, (path, en) =>
      textKey('schema.json', path) === 'schema.json#/properties/discharge/title'
        ? 'सांडपाणी'
        : `«${en}»`,
    ) as typeof schema;
    expect(copy.properties.discharge.title).toBe('सांडपाणी');
    expect(copy.properties.discharge.properties.treatment.enum).toEqual(['Primary ETP', 'None']);
    expect(copy.properties.discharge.properties.treatment.enumNames[0]).toBe(
      '«Primary ETP (effluent treatment)»',
    );
    expect(copy.properties.discharge.properties['a/b~c'].pattern).toBe('^[A-Z]+$');
    expect(copy.properties.applicant).toEqual(schema.properties.applicant);
    expect(schema.properties.discharge.title).toBe('What will be discharged');
  });
});
