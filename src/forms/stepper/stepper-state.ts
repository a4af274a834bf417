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

/** Where saving stands, for the 'Saved at hh:mm' line. */
export type SaveStatus =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved'; at: string }
  | { state: 'failed'; message: string };

/** The draft save status. */
export const saveStatusAtom = atom<SaveStatus>({ state: 'idle' });

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
}

/** Creates the store of one stepper, seeded with its answers and starting step. */
export function createStepperStore(seed: StepperSeed): StepperStore {
  const store = createStore();
  store.set(answersAtom, seed.answers);
  store.set(stepIdAtom, seed.stepId);
  store.set(visitedAtom, new Set([...seed.visited, seed.stepId]));
  store.set(submissionIdAtom, seed.submissionId);
  return store;
}
