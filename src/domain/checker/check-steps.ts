/**
 * Checks the structure of a steps file against its service: every top-level property is on
 * exactly one step and steps name only real properties; declarations have unique ids and real
 * text; upload slots are sane (known, safe file types, a size limit within reason); and the
 * catalogue entry agrees with the file on version, submit mode and preconditions.
 */
import { error, warning, type Issue } from '../catalog/issues';
import { toJsonPath } from '../catalog/json';
import type { LoadedService } from '../catalog/types';
import { typesByExtension } from '../file-types';

/** The largest upload slot the portal accepts (the server's multipart limit should match). */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
/** The most files one multiple-upload slot may hold. */
export const MAX_FILES = 50;

/** MIME types an upload slot may accept. */
export const knownMimeTypes = new Set([
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/vnd.dwg',
  'image/vnd.dxf',
  'application/acad',
  'application/dxf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
]);

/** The media types of the usual file extensions, to tell an analyst what to write. */
const mediaTypeOf: Record<string, string> = {
  ...typesByExtension,
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
};

/**
 * The message for an `accept` entry that is not a media type ("pdf", ".pdf", "PDF"): the media
 * type to write instead. The meta-schema check (meta.ts) gives the same message, so it is said once.
 */
export function acceptMessage(value: unknown): string {
  if (typeof value === 'string' && value.includes('/')) {
    return `${JSON.stringify(value)} is not a media type as written: write it in lower case with no spaces, e.g. "${value.toLowerCase().replace(/\s+/g, '')}" (the usual ones: application/pdf, image/jpeg, image/png, image/vnd.dwg, image/vnd.dxf)`;
  }
  const extension = String(value).trim().replace(/^\./, '').toLowerCase();
  const wanted = mediaTypeOf[extension];
  const write = wanted ? `write the media type "${wanted}"` : 'write a media type';
  return `${JSON.stringify(value)} is a file extension, not a media type: ${write} (the usual ones: application/pdf, image/jpeg, image/png, image/vnd.dwg, image/vnd.dxf)`;
}

/** Whether an `accept` entry has the shape of a media type (type/subtype). */
export function isMediaType(value: unknown): boolean {
  return typeof value === 'string' && /^[a-z]+\/[a-z0-9.+-]+$/.test(value);
}

/** The message for a `maxBytes` that is not a whole number of bytes ("5 MB"); also meta.ts's. */
export function maxBytesMessage(value: unknown): string {
  const mb = /^\s*(\d+(?:\.\d+)?)\s*(mb|m|kb|k)\b/i.exec(String(value));
  const bytes = mb
    ? Math.round(Number(mb[1]) * (/^k/i.test(mb[2] as string) ? 1024 : 1024 * 1024))
    : undefined;
  const example = bytes ? `${bytes} for ${String(value).trim()}` : '5242880 for 5 MB';
  return `${JSON.stringify(value)} is not a size in bytes: write a whole number of bytes, e.g. ${example} (the portal tells applicants the limit in MB by itself)`;
}

/** The message for a slot without a key; also meta.ts's. */
export const MISSING_KEY =
  'this upload slot has no "key": give it a short name with no spaces (e.g. "sitePlan"); the answers keep the file under it';

/** Types a browser could run (script, HTML, SVG): never accepted. */
const unsafe = /(html|javascript|ecmascript|svg|xml|x-sh|x-msdownload|octet-stream)/;

/** The issues of a loaded service's steps against its schema and catalogue entry. */
export function checkSteps(file: string, service: LoadedService): Issue[] {
  return [
    ...coverage(file, service),
    ...declarations(file, service),
    ...uploads(file, service),
    ...agreement(file, service),
  ];
}

function coverage(file: string, service: LoadedService): Issue[] {
  const issues: Issue[] = [];
  const props = Object.keys(service.schema.properties ?? {});
  const seen = new Map<string, string>();
  const stepIds = new Set<string>();
  service.steps.forEach((step, i) => {
    if (stepIds.has(step.id))
      issues.push(error(file, toJsonPath(['steps', i, 'id']), `duplicate step id "${step.id}"`));
    stepIds.add(step.id);
    step.fields.forEach((field, j) => {
      const at = toJsonPath(['steps', i, 'fields', j]);
      if (!props.includes(field))
        issues.push(error(file, at, `no top-level property "${field}" in the schema`));
      else if (seen.has(field))
        issues.push(error(file, at, `"${field}" is already on step "${seen.get(field)}"`));
      else seen.set(field, step.id);
    });
  });
  for (const prop of props) {
    if (!seen.has(prop)) issues.push(error(file, '$.steps', `property "${prop}" is on no step`));
  }
  return issues;
}

function declarations(file: string, service: LoadedService): Issue[] {
  const issues: Issue[] = [];
  const ids = new Set<string>();
  service.declarations.forEach((d, i) => {
    if (ids.has(d.id))
      issues.push(
        error(file, toJsonPath(['declarations', i, 'id']), `duplicate declaration "${d.id}"`),
      );
    ids.add(d.id);
    if (typeof d.text !== 'string' || d.text.trim().length < 10) {
      issues.push(
        error(file, toJsonPath(['declarations', i, 'text']), 'a declaration needs its full text'),
      );
    }
    if (!Number.isInteger(d.version) || d.version < 1) {
      issues.push(
        error(
          file,
          toJsonPath(['declarations', i, 'version']),
          'version must be a whole number ≥ 1',
        ),
      );
    }
  });
  return issues;
}

function uploads(file: string, service: LoadedService): Issue[] {
  const issues: Issue[] = [];
  const keys = new Set<string>();
  service.uploads.forEach((u, i) => {
    const at = (...rest: (string | number)[]) => toJsonPath(['uploads', i, ...rest]);
    if (typeof u.key !== 'string') issues.push(error(file, at(), MISSING_KEY));
    else if (keys.has(u.key))
      issues.push(error(file, at('key'), `duplicate upload key "${u.key}"`));
    keys.add(u.key);
    if (!u.label?.trim()) issues.push(error(file, at('label'), 'an upload needs a label'));
    if (!Array.isArray(u.accept) || u.accept.length === 0)
      issues.push(error(file, at('accept'), 'no accepted file types'));
    (u.accept ?? []).forEach((type, j) => {
      if (!isMediaType(type)) issues.push(error(file, at('accept', j), acceptMessage(type)));
      else if (unsafe.test(type))
        issues.push(error(file, at('accept', j), `"${type}" could run in a browser; not accepted`));
      else if (!knownMimeTypes.has(type))
        issues.push(warning(file, at('accept', j), `unusual file type "${type}"`));
    });
    if (typeof u.maxBytes !== 'number' || !Number.isInteger(u.maxBytes)) {
      issues.push(error(file, at('maxBytes'), maxBytesMessage(u.maxBytes)));
    } else if (!(u.maxBytes > 0) || u.maxBytes > MAX_UPLOAD_BYTES) {
      issues.push(
        error(
          file,
          at('maxBytes'),
          `size limit must be between 1 byte and ${MAX_UPLOAD_BYTES} bytes (25 MB)`,
        ),
      );
    } else if (u.maxBytes < 10 * 1024) {
      issues.push(
        warning(file, at('maxBytes'), 'a limit under 10 KB is too small for a scanned document'),
      );
    }
    if (u.multiple && u.maxFiles !== undefined && u.maxFiles > MAX_FILES) {
      issues.push(error(file, at('maxFiles'), `at most ${MAX_FILES} files per slot`));
    }
    if (!u.multiple && u.maxFiles !== undefined) {
      issues.push(warning(file, at('maxFiles'), 'maxFiles has no effect without "multiple": true'));
    }
  });
  return issues;
}

function agreement(file: string, service: LoadedService): Issue[] {
  const issues: Issue[] = [];
  const { entry } = service;
  if (entry.version !== service.version) {
    issues.push(
      error(
        file,
        '$.version',
        `version ${service.version} differs from the catalogue's ${entry.version}`,
      ),
    );
  }
  if (entry.submitMode !== service.submitMode) {
    issues.push(
      error(
        file,
        '$.submitMode',
        `"${service.submitMode}" differs from the catalogue's "${entry.submitMode}"`,
      ),
    );
  }
  const listed = JSON.stringify(entry.preconditions ?? []);
  if (listed !== JSON.stringify(service.preconditions)) {
    issues.push(
      error(
        file,
        '$.preconditions',
        'preconditions differ from the catalogue entry (list them in both)',
      ),
    );
  }
  return issues;
}
