/**
 * The unsaved local copy of an application's answers: written to localStorage (per user, service
 * and application) whenever answers change and are not saved yet, removed once a save stores
 * them. It outlives a reload, a closed tab and the idle sign-out (which clears only
 * sessionStorage), so what was typed just before is offered back on return.
 */
import type { JsonObject } from '@/domain/catalog/json';
import { isRecord } from '@/domain/catalog/json';
import { SessionKeys, getItem } from '@/lib/session-items';

/** What is kept: the answers, the open step and when they were typed. */
export interface LocalCopy {
  answers: JsonObject;
  step: string;
  at: string;
}

/** Whose copy of which application: a new one is known by its plot until its first save. */
export interface LocalCopyKey {
  serviceId: string;
  plotId: string;
  submissionId?: string;
}

const PREFIX = 'swc:unsaved:';

function storageKey({ serviceId, plotId, submissionId }: LocalCopyKey): string | null {
  const user = getItem(SessionKeys.userId);
  if (!user) return null;
  return `${PREFIX}${user}:${serviceId}:${submissionId ?? `new@${plotId}`}`;
}

/** Keeps a copy (quietly does nothing when storage is full or unavailable). */
export function writeLocalCopy(key: LocalCopyKey, copy: LocalCopy): void {
  const name = storageKey(key);
  if (!name) return;
  try {
    localStorage.setItem(name, JSON.stringify(copy));
  } catch {
    // Storage full or switched off: the server save is the copy then.
  }
}

/** The copy kept for an application, if any. */
export function readLocalCopy(key: LocalCopyKey): LocalCopy | null {
  const name = storageKey(key);
  if (!name) return null;
  try {
    const value: unknown = JSON.parse(localStorage.getItem(name) ?? 'null');
    if (!isRecord(value) || !isRecord(value.answers) || typeof value.step !== 'string') return null;
    return {
      answers: value.answers as JsonObject,
      step: value.step,
      at: typeof value.at === 'string' ? value.at : '',
    };
  } catch {
    return null;
  }
}

/** Forgets the copy (saved, restored into a save, or discarded). */
export function removeLocalCopy(key: LocalCopyKey): void {
  const name = storageKey(key);
  if (!name) return;
  try {
    localStorage.removeItem(name);
  } catch {
    // Nothing to remove.
  }
}
