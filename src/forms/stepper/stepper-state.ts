/**
 * The answer store and journey state of one stepper, as jotai atoms. Each ServiceStepper gives
 * them their own store (a Provider), so /demo and a service page never share answers.
 */
import { atom, createStore } from 'jotai';
import type { JsonObject } from '@/domain/catalog/json';
import type { DataError } from '@/domain/validation/validate-data';
import type { ErrorSchema } from '@rjsf/utils';
import type { SubmitResult } from '@/api/applications';

/** A jotai store holding one stepper's atoms. */
export type StepperStore = ReturnType<typeof createStore>;

/** All answers of the application (every step), hidden fields already cleared. */
export const answersAtom = atom<JsonObject>({});
/** Counts answer changes; autosave waits for it to settle. */
export const changeCountAtom = atom(0);
/** The step on screen. */
export const stepIdAtom = atom('');
/** Steps the applicant has opened. */
export const visitedAtom = atom<ReadonlySet<string>>(new Set<string>());
/** Errors of the last full validation, by step id. */
export const stepErrorsAtom = atom<Readonly<Record<string, DataError[]>>>({});
/** Steps on which every error is shown (after Next or Submit was refused there). */
export const revealedAtom = atom<ReadonlySet<string>>(new Set<string>());
/** Set when the step just opened must focus its first error (submit jumped there). */
export const focusErrorAtom = atom(false);
/** Errors the schema cannot find (cross-field checks, the server's), for the current step. */
export const extraErrorsAtom = atom<ErrorSchema | undefined>(undefined);
/** The draft's id once the server has one. */
export const submissionIdAtom = atom<string | undefined>(undefined);
/** The server's answer to a successful submission. */
export const submittedAtom = atom<(SubmitResult & { at: string }) | null>(null);

/** The draft's revision on the server (sent with each save; undefined before the first). */
export const draftVersionAtom = atom<number | undefined>(undefined);
/**
 * Fields (RJSF ids, 'root_activity_nicCode') a saved draft keeps although they are not valid yet:
 * their messages show whether or not the field was touched in this visit.
 */
export const notValidYetAtom = atom<ReadonlySet<string>>(new Set<string>());
/** Counts replacements of all answers (a restored copy, the other tab's version): remounts the step. */
export const answersResetAtom = atom(0);

/** Where saving stands, for the 'Saved at hh:mm' line; `notValidYet` names fields kept invalid. */
export type SaveStatus =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved'; at: string; notValidYet?: string }
  | { state: 'failed'; message: string };

/** The draft save status. */
export const saveStatusAtom = atom<SaveStatus>({ state: 'idle' });
/** The last move or Submit stopped because the form's validators could not be downloaded. */
export const unreachableAtom = atom(false);

/** Opens a step: remembers it as visited. */
export const openStepAtom = atom(null, (get, set, id: string) => {
  set(stepIdAtom, id);
  set(extraErrorsAtom, undefined);
  if (!get(visitedAtom).has(id)) set(visitedAtom, new Set([...get(visitedAtom), id]));
});

/** Marks a step as one whose every error is shown. */
export const revealStepAtom = atom(null, (get, set, id: string) => {
  if (!get(revealedAtom).has(id)) set(revealedAtom, new Set([...get(revealedAtom), id]));
});

/** What a new stepper store starts with. */
export interface StepperSeed {
  answers: JsonObject;
  stepId: string;
  visited: readonly string[];
  submissionId?: string;
  version?: number;
}

/** Replaces every answer (the open step is mounted afresh with them). */
export const replaceAnswersAtom = atom(null, (_get, set, answers: JsonObject) => {
  set(answersAtom, answers);
  set(changeCountAtom, (n) => n + 1);
  set(answersResetAtom, (n) => n + 1);
});

/** Creates the store of one stepper, seeded with its answers and starting step. */
export function createStepperStore(seed: StepperSeed): StepperStore {
  const store = createStore();
  store.set(answersAtom, seed.answers);
  store.set(stepIdAtom, seed.stepId);
  store.set(visitedAtom, new Set([...seed.visited, seed.stepId]));
  store.set(submissionIdAtom, seed.submissionId);
  store.set(draftVersionAtom, seed.version);
  return store;
}
