/**
 * Builds the parts of the data schema that come from steps.json, so they are written once:
 * `declarations` (one checkbox per declaration, each must be ticked) and `documents` (one file
 * reference per upload slot, with the slot's accepted types and size limit).
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

/** The schema of one uploaded file under an upload rule (type and size checked from the rule). */
export function fileRefSchema(rule: UploadRule): JSONSchema7 {
  const types = rule.accept.map(mimeLabel).join(', ');
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
          maximum: `The file must not be larger than ${formatBytes(rule.maxBytes)}`,
        },
      },
      type: {
        type: 'string',
        enum: [...rule.accept],
        errorMessages: { enum: `Accepted file types: ${types}` },
      },
    },
    required: ['id', 'name', 'size', 'type'],
    additionalProperties: false,
  };
  return schema as JSONSchema7;
}

/** The schema of the documents step: one slot per upload rule, required slots required. */
export function documentsSchema(uploads: readonly UploadRule[]): JSONSchema7 {
  const slot = (rule: UploadRule): JSONSchema7 =>
    rule.multiple
      ? {
          type: 'array',
          title: rule.label,
          items: fileRefSchema(rule),
          ...(rule.required ? { minItems: 1 } : {}),
          ...(rule.maxFiles ? { maxItems: rule.maxFiles } : {}),
        }
      : fileRefSchema(rule);
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

/**
 * The one file-size format of the portal (limits, chosen files, submitted files): 3145728 →
 * '3 MB', 512000 → '500 KB', and below 1 KB in bytes, so a small file never reads '0 KB'.
 */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return bytes === 1 ? '1 byte' : `${bytes} bytes`;
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Number(mb.toFixed(1))} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}
