/**
 * Builds the parts of the data schema that come from steps.json, so they are written once:
 * `declarations` (one checkbox per declaration, each must be ticked) and `documents` (one file
 * reference per upload slot, with the slot's accepted types and size limit).
 *
 * The messages of a slot's size and type rules are service texts, not code: they are the shared
 * defaults 'upload:tooLarge', 'upload:types' and 'upload:bytes' of _shared/messages.json, filled
 * in with the slot's limit and types, so they are translated like every other default (in
 * _shared/translations/<lang>.json) and the definition stays data. English is the fallback when
 * a caller has no messages (the unit symbols KB and MB are the same in every language).
 */
import type { JSONSchema7 } from 'json-schema';
import type { Declaration, UploadRule } from './types';

/** The data property holding the declaration checkboxes. */
export const DECLARATIONS = 'declarations';
/** The data property holding the uploaded files. */
export const DOCUMENTS = 'documents';

/** What the form stores for an uploaded file: the server's file id plus name, size and type. */
export interface FileRef {
  id: string;
  name: string;
  size: number;
  type: string;
}

/** The schema of the declarations step: each declaration a boolean that must be true. */
export function declarationsSchema(declarations: readonly Declaration[]): JSONSchema7 {
  return {
    type: 'object',
    title: 'Declarations',
    properties: Object.fromEntries(
      declarations.map((d) => [d.id, { type: 'boolean', title: d.text, enum: [true] }]),
    ),
    required: declarations.map((d) => d.id),
    additionalProperties: false,
  };
}

/** The shared messages a slot's rules are worded with (see the header). */
export type UploadMessages = Readonly<Record<string, string>>;

const ENGLISH: UploadMessages = {
  'upload:tooLarge': 'The file must not be larger than {size}',
  'upload:types': 'Accepted file types: {types}',
};

/** A message with its `{name}`s filled in. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (all, name: string) => values[name] ?? all);
}

/** The message of a slot's size or type rule, in the language of `messages`. */
function uploadMessage(
  messages: UploadMessages,
  key: 'upload:tooLarge' | 'upload:types',
  values: Record<string, string>,
): string {
  return fill(messages[key] ?? ENGLISH[key]!, values);
}

/** The schema of one uploaded file under an upload rule (type and size checked from the rule). */
export function fileRefSchema(rule: UploadRule, messages: UploadMessages = {}): JSONSchema7 {
  const types = rule.accept.map(mimeLabel).join(', ');
  const size = formatBytes(rule.maxBytes, bytesWordOf(messages));
  const schema: Record<string, unknown> = {
    type: 'object',
    title: rule.label,
    ...(rule.description ? { description: rule.description } : {}),
    properties: {
      id: { type: 'string', minLength: 1 },
      name: { type: 'string', minLength: 1, maxLength: 255 },
      size: {
        type: 'integer',
        minimum: 0,
        maximum: rule.maxBytes,
        errorMessages: {
          maximum: uploadMessage(messages, 'upload:tooLarge', { size }),
        },
      },
      type: {
        type: 'string',
        enum: [...rule.accept],
        errorMessages: { enum: uploadMessage(messages, 'upload:types', { types }) },
      },
    },
    required: ['id', 'name', 'size', 'type'],
    additionalProperties: false,
  };
  return schema as JSONSchema7;
}

/** The schema of the documents step: one slot per upload rule, required slots required. */
export function documentsSchema(
  uploads: readonly UploadRule[],
  messages: UploadMessages = {},
): JSONSchema7 {
  const slot = (rule: UploadRule): JSONSchema7 =>
    rule.multiple
      ? {
          type: 'array',
          title: rule.label,
          items: fileRefSchema(rule, messages),
          ...(rule.required ? { minItems: 1 } : {}),
          ...(rule.maxFiles ? { maxItems: rule.maxFiles } : {}),
        }
      : fileRefSchema(rule, messages);
  return {
    type: 'object',
    title: 'Documents',
    properties: Object.fromEntries(uploads.map((u) => [u.key, slot(u)])),
    required: uploads.filter((u) => u.required).map((u) => u.key),
    additionalProperties: false,
  };
}

const mimeLabels: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPG, JPEG',
  'image/png': 'PNG',
  'image/vnd.dwg': 'DWG',
  'image/vnd.dxf': 'DXF',
};

/** A short label for a MIME type ('application/pdf' → 'PDF'). */
export function mimeLabel(mime: string): string {
  return mimeLabels[mime] ?? (mime.split('/')[1] ?? mime).toUpperCase();
}

/** How a size under 1 KB is written: 512 → '512 bytes' (in the language of the caller). */
export type BytesWord = (count: number) => string;

const englishBytes: BytesWord = (count) => (count === 1 ? '1 byte' : `${count} bytes`);

/** The unit word of the shared messages ('upload:bytes'), or English. */
export function bytesWordOf(messages: UploadMessages): BytesWord {
  const template = messages['upload:bytes'];
  return template ? (count) => fill(template, { count: String(count) }) : englishBytes;
}

/**
 * The one file-size format of the portal (limits, chosen files, submitted files): 3145728 →
 * '3 MB', 512000 → '500 KB', and below 1 KB in bytes, so a small file never reads '0 KB'. The
 * browser passes the unit word of the language on screen; KB and MB are symbols.
 */
export function formatBytes(bytes: number, bytesWord: BytesWord = englishBytes): string {
  if (bytes < 1024) return bytesWord(bytes);
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Number(mb.toFixed(1))} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}
