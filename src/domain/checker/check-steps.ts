/**
 * Checks the structure of a steps file against its service: every top-level property is on
 * exactly one step and steps name only real properties; declarations have unique ids and real
 * text; upload slots are sane (known, safe file types, a size limit within reason); and the
 * catalogue entry agrees with the file on version, submit mode and preconditions.
 */
import { error, warning, type Issue } from '../catalog/issues';
import { toJsonPath } from '../catalog/json';
import type { LoadedService } from '../catalog/types';

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
    if (keys.has(u.key)) issues.push(error(file, at('key'), `duplicate upload key "${u.key}"`));
    keys.add(u.key);
    if (!u.label?.trim()) issues.push(error(file, at('label'), 'an upload needs a label'));
    if (!Array.isArray(u.accept) || u.accept.length === 0)
      issues.push(error(file, at('accept'), 'no accepted file types'));
    (u.accept ?? []).forEach((type, j) => {
      if (unsafe.test(type))
        issues.push(error(file, at('accept', j), `"${type}" could run in a browser; not accepted`));
      else if (!knownMimeTypes.has(type))
        issues.push(warning(file, at('accept', j), `unusual file type "${type}"`));
    });
    if (!(u.maxBytes > 0) || u.maxBytes > MAX_UPLOAD_BYTES) {
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
