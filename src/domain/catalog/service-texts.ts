/**
 * The translatable texts of service definitions (issue 20), by the rules of the translation file
 * format (schemas/README.md, "Translations"): a string is a text when its key is one of TEXT_KEYS,
 * when it is an item of `enumNames` / `ui:enumNames`, or a value inside a field's `errorMessages`
 * (or `messages` of _shared/messages.json). Each text is named by its file and JSON pointer
 * ('schema.json#/properties/discharge/title', 'catalog#/title'); a `$ref` is never followed, so a
 * text reached through `_shared` is named once, in `_shared`. Values that are data, not words
 * (enum/const/default/examples values, samples, rules) are never walked. Pure.
 */
import { escapePointerSegment, isRecord } from './json';

/** One English text of a definition and the key a translation names it by. */
export interface ServiceText {
  /** '<file>#<JSON pointer>', e.g. 'steps.json#/steps/1/title' or 'catalog#/description'. */
  key: string;
  en: string;
}

/** Keys whose string value is a text. */
export const TEXT_KEYS: ReadonlySet<string> = new Set([
  'title',
  'description',
  'text',
  'label',
  'help',
  'hint',
  'placeholder',
  'ui:title',
  'ui:description',
  'ui:help',
  'ui:placeholder',
  // The fee panel's note to the applicant, and the messages of cross-field checks and preconditions.
  'applicantNote',
  'message',
  // A fee line's note, shown beside its amount.
  'note',
]);

/** Arrays whose string items are texts (labels of enum values, in the order of `enum`). */
const LABEL_LISTS: ReadonlySet<string> = new Set(['enumNames', 'ui:enumNames']);

/** Objects whose string values (at any depth) are texts: a field's own validation messages. */
const MESSAGE_MAPS: ReadonlySet<string> = new Set(['errorMessages']);

/** Subtrees that hold values, rules or notes, never words an applicant reads as a label. */
const NOT_TEXT: ReadonlySet<string> = new Set([
  '$comment',
  '$ref',
  '$schema',
  '$id',
  'enum',
  'const',
  'default',
  'examples',
  'sample',
  'rule',
  'pattern',
]);

/** The catalogue entry's pseudo file name in translation keys ('catalog#/title'). */
export const CATALOG_TEXT_FILE = 'catalog';

/** The shared file whose `messages` values are texts (the default validation messages). */
const MESSAGES_FILE = 'messages.json';

/** Shared files that hold data only (sample answers), never walked for texts. */
const DATA_ONLY_FILES: ReadonlySet<string> = new Set(['samples.json']);

/** A translation key from a file name and path segments: 'ui.json#/discharge/ui:help'. */
export function textKey(file: string, path: readonly (string | number)[]): string {
  return `${file}#${path.map((s) => `/${escapePointerSegment(s)}`).join('')}`;
}

/**
 * Calls `visit` for every text of one file (`fileName` is its name inside its folder:
 * 'schema.json', 'steps.json', 'messages.json', or 'catalog' for a catalogue entry) and returns a
 * copy in which each text is replaced by what `visit` returns (undefined: unchanged). The copy is
 * structurally identical (same keys, same arrays), so only display texts can differ.
 */
export function mapTexts(
  fileName: string,
  json: unknown,
  visit: (path: readonly (string | number)[], en: string) => string | undefined,
): unknown {
  if (DATA_ONLY_FILES.has(fileName)) return json;
  const walk = (node: unknown, path: (string | number)[], inText: boolean): unknown => {
    if (typeof node === 'string') return inText ? (visit(path, node) ?? node) : node;
    if (Array.isArray(node)) {
      const parent = path[path.length - 1];
      const labels = inText || (typeof parent === 'string' && LABEL_LISTS.has(parent));
      return node.map((item, i) => walk(item, [...path, i], labels && typeof item === 'string'));
    }
    if (!isRecord(node)) return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      const at = [...path, key];
      if (NOT_TEXT.has(key) && !inText) out[key] = value;
      else if (inText) out[key] = walk(value, at, true);
      else if (typeof value === 'string')
        out[key] = TEXT_KEYS.has(key) ? walk(value, at, true) : value;
      else if (MESSAGE_MAPS.has(key) && isRecord(value)) out[key] = walk(value, at, true);
      else if (fileName === MESSAGES_FILE && path.length === 0 && key === 'messages')
        out[key] = walk(value, at, true);
      else out[key] = walk(value, at, false);
    }
    return out;
  };
  return walk(json, [], false);
}

/** Every text of one file, in file order, keyed '<fileName>#<pointer>'. */
export function fileTexts(fileName: string, json: unknown): ServiceText[] {
  const texts: ServiceText[] = [];
  mapTexts(fileName, json, (path, en) => {
    texts.push({ key: textKey(fileName, path), en });
    return undefined;
  });
  return texts;
}

/** The files of one service folder (parsed JSON) and its catalogue entry, as the walker reads them. */
export interface ServiceTextSources {
  schema?: unknown;
  ui?: unknown;
  steps?: unknown;
  /** The service's own entry in services.catalog.json (absent for forms outside the catalogue). */
  entry?: unknown;
}

/** Every text of a service folder: schema.json, ui.json, steps.json, then its catalogue entry. */
export function serviceTexts(sources: ServiceTextSources): ServiceText[] {
  return [
    ...fileTexts('schema.json', sources.schema),
    ...fileTexts('ui.json', sources.ui),
    ...fileTexts('steps.json', sources.steps),
    ...(sources.entry === undefined
      ? []
      : fileTexts(CATALOG_TEXT_FILE, catalogTextPart(sources.entry))),
  ];
}

/** The entry's texts: its title, its description and why a plot cannot have it (preconditions). */
function catalogTextPart(entry: unknown): unknown {
  if (!isRecord(entry)) return undefined;
  const { title, description, preconditions } = entry;
  const messages = Array.isArray(preconditions)
    ? preconditions.map((p) => ({ message: isRecord(p) ? p.message : undefined }))
    : undefined;
  return { title, description, ...(messages ? { preconditions: messages } : {}) };
}

/**
 * Every text of the shared parts: `files` maps a file name inside _shared ('declarations.json')
 * to its parsed JSON; keys follow the files' order as given (sort the names for a stable list).
 */
export function sharedTexts(files: Readonly<Record<string, unknown>>): ServiceText[] {
  return Object.entries(files).flatMap(([name, json]) => fileTexts(name, json));
}

/**
 * A copy of a (resolved) schema with every text emptied: what validation depends on, the same in
 * every language. Precompiled validators are named by its hash, so a translated form finds the
 * validator compiled from the English one (src/forms/validation/precompiled.ts).
 */
export function withoutTexts(json: unknown): unknown {
  return mapTexts('schema.json', json, () => '');
}
