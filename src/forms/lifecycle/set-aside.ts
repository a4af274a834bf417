/**
 * The answers of a draft that a newer version of its form could not keep, as the stepper lists
 * them: the browser's own migration of a resumed draft, merged with the list the server keeps
 * with the draft (set aside, never deleted, until the applicant marks it seen). A save that finds
 * the draft on a newer version than the page's form records that version: the page must reload.
 */
import { atom } from 'jotai';
import type { SetAsideRecord } from '@/api/applications';
import type { LoadedService } from '@/domain/catalog/types';
import { fieldLabel } from '@/domain/drafts/field-label';
import type { MigrationIssue } from '@/domain/drafts/migrate';
import type { MigrationWhy } from '@/domain/drafts/migration-reasons';
import { messageOfRule } from '@/domain/validation/messages';
import { t } from '@/i18n/i18n';
import type { MessageId } from '@/i18n/message-ids';

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
  return (records ?? []).map(({ path, oldValue, reason, why, label }) => ({
    path,
    oldValue,
    reason,
    ...(why ? { why: why as MigrationWhy } : {}),
    ...(label ? { label } : {}),
  }));
}

/**
 * Why an answer was set aside, in the language on screen: its reason's code with the field and
 * the broken rule named from the form on screen (`service`, translated); the English reason for
 * a record without a code (kept before codes existed).
 */
export function setAsideReason(service: LoadedService, issue: MigrationIssue): string {
  const why = issue.why;
  if (!why) return issue.reason;
  const field = why.at !== undefined ? fieldLabel(service, why.at) : '';
  const rule = why.rule ? (messageOfRule(service, { path: why.at ?? '', ...why.rule }) ?? '') : '';
  return t(`forms.setAside.why.${why.code}` as MessageId, { ...why.params, field, rule });
}

/** The earliest version the server's records were saved on, or `fallback`. */
export function earliestVersion(
  records: readonly SetAsideRecord[] | undefined,
  fallback: number,
): number {
  return Math.min(fallback, ...(records ?? []).map((r) => r.fromVersion));
}
