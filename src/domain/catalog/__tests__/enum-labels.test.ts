import { describe, expect, it } from 'vitest';
import type { SchemaFiles } from '../files';
import {
  enumLabels,
  enumOptionTexts,
  labelOptions,
  optionKey,
  optionLabelsFor,
} from '../enum-labels';

const schema = {
  type: 'object',
  properties: {
    changeType: { type: 'string', title: 'What is changing?', enum: ['Name only', 'Address'] },
    size: { type: 'integer', enum: [25, 40] },
    materials: { type: 'array', items: { type: 'string', enum: ['MS (mild steel)', 'HDPE'] } },
  },
  allOf: [
    {
      if: { properties: { changeType: { enum: ['Name only'] } } },
      then: { properties: { reason: { type: 'string', enum: ['Merger'], default: 'Merger' } } },
    },
  ],
};

describe('answer options and their labels', () => {
  it('names every string option by its list and value, leaving out conditions and numbers', () => {
    expect(enumOptionTexts('schema.json', schema)).toEqual([
      { key: 'schema.json#/properties/changeType/enum=Name only', en: 'Name only' },
      { key: 'schema.json#/properties/changeType/enum=Address', en: 'Address' },
      {
        key: 'schema.json#/properties/materials/items/enum=MS (mild steel)',
        en: 'MS (mild steel)',
      },
      { key: 'schema.json#/properties/materials/items/enum=HDPE', en: 'HDPE' },
      { key: 'schema.json#/allOf/0/then/properties/reason/enum=Merger', en: 'Merger' },
    ]);
  });

  it("escapes '~' and '/' in a value as in a pointer, so no value reads as a place or a path", () => {
    expect(optionKey('schema.json', ['properties', 'use', 'enum'], 'IT/ITES')).toBe(
      'schema.json#/properties/use/enum=IT~1ITES',
    );
    expect(optionKey('schema.json', ['properties', 'a/b', 'enum'], '~1 = 0')).toBe(
      'schema.json#/properties/a~1b/enum=~01 = 0',
    );
    // A value that is a number written as text is not the pointer to an item.
    expect(optionKey('schema.json', ['properties', 'size', 'enum'], '0')).not.toBe(
      'schema.json#/properties/size/enum/0',
    );
  });

  it('maps each English value to its label, untranslated options left out', () => {
    const options = enumOptionTexts('schema.json', schema);
    expect(
      enumLabels(options, {
        'schema.json#/properties/changeType/enum=Name only': 'केवळ नाव',
        'schema.json#/allOf/0/then/properties/reason/enum=Merger': 'विलीनीकरण',
      }),
    ).toEqual({ 'Name only': 'केवळ नाव', Merger: 'विलीनीकरण' });
  });

  it("names the options in the UI schema: fields, lists and branches, not a rule's condition", () => {
    const labels = { 'Name only': 'केवळ नाव', HDPE: 'एचडीपीई', Merger: 'विलीनीकरण' };
    const ui = labelOptions(schema, { materials: { 'ui:widget': 'checkboxes' } }, labels);
    expect(ui).toEqual({
      changeType: { 'ui:enumNames': { 'Name only': 'केवळ नाव' } },
      materials: {
        'ui:widget': 'checkboxes',
        'ui:enumNames': { HDPE: 'एचडीपीई' },
        items: { 'ui:enumNames': { HDPE: 'एचडीपीई' } },
      },
      reason: { 'ui:enumNames': { Merger: 'विलीनीकरण' } },
    });
  });

  describe('when an analyst changes the list of options', () => {
    const files = (options: string[]): SchemaFiles => ({
      'svc/schema.json': {
        type: 'object',
        properties: { use: { type: 'string', title: 'Use', enum: options } },
      },
      'svc/translations/mr.json': {
        'schema.json#/properties/use/enum=Industrial': 'औद्योगिक',
        'schema.json#/properties/use/enum=Commercial': 'वाणिज्यिक',
        'schema.json#/properties/use/enum=IT~1ITES': 'माहिती तंत्रज्ञान',
      },
    });
    const shown = (options: string[]) => optionLabelsFor(files(options), 'svc', 'mr');

    it('keeps each label with its option when the options are reordered', () => {
      expect(shown(['IT/ITES', 'Industrial', 'Commercial'])).toEqual({
        'IT/ITES': 'माहिती तंत्रज्ञान',
        Industrial: 'औद्योगिक',
        Commercial: 'वाणिज्यिक',
      });
    });

    it('gives no later option the label of one removed before it', () => {
      expect(shown(['Industrial', 'IT/ITES'])).toEqual({
        Industrial: 'औद्योगिक',
        'IT/ITES': 'माहिती तंत्रज्ञान',
      });
    });

    it('shows a new option in English until it is translated', () => {
      expect(shown(['Industrial', 'Logistics', 'Commercial'])).toEqual({
        Industrial: 'औद्योगिक',
        Commercial: 'वाणिज्यिक',
      });
    });
  });
});
