/**
 * How the precompiled validators are named, shared by the build step that writes them
 * (build/validators) and the browser that loads them (precompiled.ts).
 */

/** Forms outside the catalogue live in folders under schemas/forms/. */
export const FORMS_FOLDER = 'forms';

/** The module name of a form's folder under schemas/ ('forms/plot-registration' → 'forms__plot-registration'). */
export function moduleName(folder: string): string {
  return folder.split('/').join('__');
}

/** The export name of the validator of the schema with this RJSF hash ('-1a2b' → 'h_m1a2b'). */
export function exportName(hash: string): string {
  return `h_${hash.replace('-', 'm')}`;
}

/** The RJSF hash of an export name (undefined for any other export). */
export function hashOfExport(name: string): string | undefined {
  return name.startsWith('h_') ? name.slice(2).replace('m', '-') : undefined;
}
