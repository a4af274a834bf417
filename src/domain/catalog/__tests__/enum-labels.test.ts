import { describe, expect, it } from 'vitest';
import { enumLabels, enumOptionTexts, labelOptions } from '../enum-labels';

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
  it('names every string option by its pointer, leaving out conditions and numbers', () => {
    expect(enumOptionTexts('schema.json', schema)).toEqual([
      { key: 'schema.json#/properties/changeType/enum/0', en: 'Name only' },
      { key: 'schema.json#/properties/changeType/enum/1', en: 'Address' },
      { key: 'schema.json#/properties/materials/items/enum/0', en: 'MS (mild steel)' },
      { key: 'schema.json#/properties/materials/items/enum/1', en: 'HDPE' },
      { key: 'schema.json#/allOf/0/then/properties/reason/enum/0', en: 'Merger' },
    ]);
  });

  it('maps each English value to its label, untranslated options left out', () => {
    const options = enumOptionTexts('schema.json', schema);
    expect(
      enumLabels(options, {
        'schema.json#/properties/changeType/enum/0': 'केवळ नाव',
        'schema.json#/allOf/0/then/properties/reason/enum/0': 'विलीनीकरण',
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
});
