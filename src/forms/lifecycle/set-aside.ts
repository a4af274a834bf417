/**
 * The answers of a draft that a newer version of its form could not keep, as the stepper lists
 * them: the browser's own migration of a resumed draft, merged with the list the server keeps
 * with the draft (set aside, never deleted, until the applicant marks it seen). A save that finds
 * the draft on a newer version than the page's form records that version: the page must reload.
 */
import { atom } from 'jotai';
import type { SetAsideRecord } from '@/api/applications';
import type { MigrationIssue } from '@/domain/drafts/migrate';
import { t } from '@/i18n/i18n';

/** What the migration panel lists. */
export interface SetAsideList {
  /** The version the draft was saved on before the change. */
  fromVersion: number;
  answers: MigrationIssue[];
  /** Set when the server holds the draft on a newer version than this page's form. */
  newerVersion?: number;
}

/** The panel's list; null once the applicant has marked it seen (or when there is nothing). */
export const setAsideAtom = atom<SetAsideList | null>(null);

/** What the save line says once the form changed under an open page (English; tests name it). */
export const FORM_CHANGED = 'This form has changed: reload the page to go on.';

/** The same, in the language on screen. */
export const formChangedText = () => t('forms.draft.formChanged');

/** The two lists as one, each answer (place and value) once. */
export function mergeSetAside(
  a: readonly MigrationIssue[],
  b: readonly MigrationIssue[],
): MigrationIssue[] {
  const seen = new Set<string>();
  return [...a, ...b].filter((issue) => {
    const key = `${issue.path}\u0000${JSON.stringify(issue.oldValue)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The server's records as the panel lists them. */
export function fromServer(records: readonly SetAsideRecord[] | undefined): MigrationIssue[] {
  return (records ?? []).map(({ path, oldValue, reason, label }) => ({
    path,
    oldValue,
    reason,
    ...(label ? { label } : {}),
  }));
}

/** The earliest version the server's records were saved on, or `fallback`. */
export function earliestVersion(
  records: readonly SetAsideRecord[] | undefined,
  fallback: number,
): number {
  return Math.min(fallback, ...(records ?? []).map((r) => r.fromVersion));
}
