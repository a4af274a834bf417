/**
 * Answer options' labels (issue 20). A field's options are its `enum` values, which are stored
 * answers and never change; in Marathi and Hindi each is shown by a label from the definition's
 * translation file, keyed by the pointer to the enum item
 * ('schema.json#/properties/change/properties/changeType/enum/0'). Options inside an `if`
 * (a rule's condition, never shown) and values under const/default/examples are not labels.
 * Pure.
 */
import { isRecord } from './json';
import { textKey, type ServiceText } from './service-texts';

/** Subtrees whose enums are conditions or values, not options shown to an applicant. */
const NOT_OPTIONS: ReadonlySet<string> = new Set(['if', 'const', 'default', 'examples']);

/** Every string option of one file's `enum` arrays, keyed '<fileName>#<pointer to the item>'. */
export function enumOptionTexts(fileName: string, json: unknown): ServiceText[] {
  const texts: ServiceText[] = [];
  const walk = (node: unknown, path: (string | number)[]): void => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => walk(item, [...path, i]));
      return;
    }
    if (!isRecord(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if (NOT_OPTIONS.has(key)) continue;
      if (key === 'enum' && Array.isArray(value)) {
        value.forEach((item, i) => {
          if (typeof item === 'string')
            texts.push({ key: textKey(fileName, [...path, key, i]), en: item });
        });
      } else walk(value, [...path, key]);
    }
  };
  walk(json, []);
  return texts;
}

/**
 * The labels of the options in one language: English value → translated label, from the
 * option keys a translation file has. Where two fields share a value, the first label wins (one
 * value reads the same everywhere in a service).
 */
export function enumLabels(
  options: readonly ServiceText[],
  translation: Readonly<Record<string, string>>,
): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const { key, en } of options) {
    const label = translation[key];
    if (label && !(en in labels)) labels[en] = label;
  }
  return labels;
}
