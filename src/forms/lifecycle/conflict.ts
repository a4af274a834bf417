/**
 * Two tabs or two users on one draft: a save based on an older revision is refused with the
 * answers stored now. Until the applicant chooses (their answers, or the stored ones) nothing is
 * saved; the dialog shows the answers that differ, side by side.
 */
import { atom } from 'jotai';
import type { JSONSchema7 } from 'json-schema';
import { isRecord } from '@/domain/catalog/json';
import { schemasAtPath } from '@/domain/catalog/schema-walk';
import type { LoadedService } from '@/domain/catalog/types';
import { fieldLabel } from '@/domain/drafts/field-label';
import type { StoredDraft } from './actions';

/** A refused stale save: the server's message and the answers stored now. */
export interface DraftConflict {
  message: string;
  stored: StoredDraft;
}

/** The open conflict of this stepper, if any. */
export const conflictAtom = atom<DraftConflict | null>(null);

/** One answer that differs between the two versions. */
export interface DifferingAnswer {
  path: string;
  label: string;
  schema?: JSONSchema7;
  stored: unknown;
  mine: unknown;
}

/** The answers (leaf values, and whole file references) that differ; the plot header is the server's. */
export function differingAnswers(
  service: LoadedService,
  stored: unknown,
  mine: unknown,
): DifferingAnswer[] {
  const out: DifferingAnswer[] = [];
  const walk = (a: unknown, b: unknown, path: string[]) => {
    if (path[0] === 'plot') return;
    if (isBranch(a) || isBranch(b)) {
      const keys = new Set([...keysOf(a), ...keysOf(b)]);
      for (const key of keys) walk(child(a, key), child(b, key), [...path, key]);
      return;
    }
    if (JSON.stringify(a) === JSON.stringify(b)) return;
    const pointer = path.map((s) => `/${s}`).join('');
    out.push({
      path: pointer,
      label: fieldLabel(service, pointer),
      schema: schemasAtPath(service.schema, path)[0],
      stored: a,
      mine: b,
    });
  };
  walk(stored, mine, []);
  return out;
}

/** A group or a list to look into; an uploaded file's reference is one answer. */
function isBranch(value: unknown): boolean {
  if (Array.isArray(value)) return true;
  return isRecord(value) && typeof value.id !== 'string';
}

function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((_, i) => String(i));
  return isRecord(value) ? Object.keys(value) : [];
}

function child(value: unknown, key: string): unknown {
  if (Array.isArray(value)) return value[Number(key)];
  return isRecord(value) ? value[key] : undefined;
}
