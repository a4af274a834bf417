/**
 * Answer options' labels (issue 20). A field's options are its `enum` values, which are stored
 * answers and never change; in Marathi and Hindi each is shown by a label from the definition's
 * translation file, keyed by the pointer to the field's `enum` list, '=' and the value
 * ('schema.json#/properties/change/properties/changeType/enum=Name only'; in the value '~' is
 * written '~0' and '/' '~1', as in a pointer: 'IT/ITES' → 'enum=IT~1ITES'). Keyed by value, not
 * by place, a label stays with its option when an analyst reorders the list; a removed option's
 * label becomes a stale key (a checker error) and an added option is listed untranslated. The
 * key cannot be taken for a pointer to an item ('…/enum/0') nor for any other text's key (no
 * text's pointer ends in a segment 'enum=…'). Options inside an `if` (a rule's condition, never
 * shown) and values under const/default/examples are not labels. Pure.
 */
import { PSEUDO_LANGUAGE, type UiLanguage } from '../i18n/languages';
import type { SchemaFiles } from './files';
import { isRecord } from './json';
import { serviceFilePaths } from './load-service';
import { escapePointerSegment } from './json';
import { textKey, type ServiceText } from './service-texts';
import {
  asTranslations,
  folderOf,
  isTranslatedLanguage,
  isTranslationFile,
  pseudoServiceText,
  translationPath,
} from './translate';

/** Subtrees whose enums are conditions or values, not options shown to an applicant. */
const NOT_OPTIONS: ReadonlySet<string> = new Set(['if', 'const', 'default', 'examples']);

/** Separates the pointer to a field's `enum` list from an option's value in a label's key. */
export const OPTION_VALUE_SEPARATOR = '=';

/**
 * The key of an option's label: '<fileName>#<pointer to the enum list>=<value>', the value
 * escaped as a pointer segment ('schema.json#/properties/use/enum=IT~1ITES').
 */
export function optionKey(
  fileName: string,
  enumPath: readonly (string | number)[],
  value: string,
): string {
  return `${textKey(fileName, enumPath)}${OPTION_VALUE_SEPARATOR}${escapePointerSegment(value)}`;
}

/** Every string option of one file's `enum` arrays, keyed by `optionKey` (by value, not place). */
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
        for (const item of value) {
          if (typeof item === 'string')
            texts.push({ key: optionKey(fileName, [...path, key], item), en: item });
        }
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

/**
 * A copy of `ui` in which every field with string options reads them by `labels` (English value →
 * label): `ui:enumNames` as a map by value, which RJSF's widgets and the Review step both read. A
 * list of options (an array of enum items) gets them on its own node (RJSF's checkboxes) and on
 * `items` (the Review step). Branches (allOf/anyOf/oneOf, then/else) share their field's UI node;
 * a rule's `if` is not shown. A field that already names its options keeps its names.
 */
export function labelOptions(
  schema: unknown,
  ui: Readonly<Record<string, unknown>>,
  labels: Readonly<Record<string, string>>,
): Record<string, unknown> {
  if (Object.keys(labels).length === 0) return { ...ui };
  const named = (options: unknown): Record<string, string> | undefined => {
    if (!Array.isArray(options)) return undefined;
    const map = Object.fromEntries(
      options
        .filter((v): v is string => typeof v === 'string' && v in labels)
        .map((v) => [v, labels[v]!]),
    );
    return Object.keys(map).length > 0 ? map : undefined;
  };
  const walk = (node: unknown, uiNode: Record<string, unknown>): Record<string, unknown> => {
    if (!isRecord(node)) return uiNode;
    let out = uiNode;
    const set = (key: string, value: unknown) => {
      if (out === uiNode) out = { ...uiNode };
      out[key] = value;
    };
    const own = named(node.enum);
    if (own && !('ui:enumNames' in out)) set('ui:enumNames', own);
    if (isRecord(node.items)) {
      const items = walk(node.items, isRecord(out.items) ? out.items : {});
      if (items !== out.items && Object.keys(items).length > 0) set('items', items);
      const listed = named(node.items.enum);
      if (listed && !('ui:enumNames' in out)) set('ui:enumNames', listed);
    }
    if (isRecord(node.properties)) {
      for (const [name, property] of Object.entries(node.properties)) {
        const before = isRecord(out[name]) ? out[name] : {};
        const after = walk(property, before);
        if (after !== before) set(name, after);
      }
    }
    for (const branch of ['allOf', 'anyOf', 'oneOf'] as const) {
      const list = node[branch];
      if (Array.isArray(list)) for (const part of list) out = walk(part, out);
    }
    for (const branch of ['then', 'else'] as const) out = walk(node[branch], out);
    return out;
  };
  return walk(schema, { ...ui });
}

/** The shared parts' folder, whose options are labelled in its own translation file. */
const SHARED = '_shared';

/**
 * The labels of a service's options in `language`, from its folder's and _shared's translation
 * files among `files` (English: none; the pseudo-language: every option accented).
 */
export function optionLabelsFor(
  files: SchemaFiles,
  folder: string,
  language: UiLanguage,
): Record<string, string> {
  if (language !== PSEUDO_LANGUAGE && !isTranslatedLanguage(language)) return {};
  const own = enumOptionTexts('schema.json', files[serviceFilePaths({ folder }).schema]);
  const shared = Object.keys(files)
    .filter((path) => folderOf(path) === SHARED && !isTranslationFile(path))
    .sort()
    .flatMap((path) => enumOptionTexts(path.slice(SHARED.length + 1), files[path]));
  if (language === PSEUDO_LANGUAGE) {
    return Object.fromEntries([...own, ...shared].map((t) => [t.en, pseudoServiceText(t.en)]));
  }
  return {
    ...enumLabels(shared, asTranslations(files[translationPath(SHARED, language)])),
    ...enumLabels(own, asTranslations(files[translationPath(folder, language)])),
  };
}
