/**
 * Writes what the applicant types into the answer store without re-rendering on every key:
 * RJSF owns the step's data while typing; each change is staged and merged into the store after
 * a short pause (or at once, when an action flushes). Staging clears hidden fields (domain
 * hidden-field helper) and removes them from the open form too, so they stop blocking validation.
 */
import {
  cloneJson,
  isRecord,
  parsePointer,
  sameContent,
  type JsonObject,
} from '@/domain/catalog/json';
import { clearHiddenFields } from '@/domain/drafts/hidden-fields';
import type { LoadedService } from '@/domain/catalog/types';
import { domainValidatorsPending } from '../validation/precompiled';
import type { FormPort } from './form-port';
import { answersAtom, changeCountAtom, type StepperStore } from './stepper-state';

/** Stages step data and merges it into the answers. */
export interface AnswerWriter {
  stage(stepData: unknown, fields: readonly string[]): void;
  flush(): void;
  dispose(): void;
}

/** Pause after the last change before the answers (fee, autosave) catch up. */
export const STAGE_DELAY_MS = 250;

/** Creates the writer of one stepper. */
export function createAnswerWriter(
  store: StepperStore,
  service: LoadedService,
  form: FormPort,
  delay = STAGE_DELAY_MS,
): AnswerWriter {
  let pending: { data: unknown; fields: readonly string[] } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    if (!pending) return;
    // cloneJson drops undefined values, so a cleared input does not linger as a key.
    const step = isRecord(pending.data) ? cloneJson(pending.data as JsonObject) : {};
    const { fields } = pending;
    pending = null;
    const before = store.get(answersAtom);
    const merged: JsonObject = { ...before };
    for (const field of fields) {
      if (step[field] === undefined) delete merged[field];
      else merged[field] = step[field];
    }
    store.set(answersAtom, merged);
    // A step filling its sections in as `{}` when it opens has typed nothing: nothing to save
    // and no local copy to offer back.
    if (!sameContent(before, merged)) store.set(changeCountAtom, (n) => n + 1);
  };

  let latest: unknown;
  const stage = (stepData: unknown, fields: readonly string[]) => {
    latest = stepData;
    const rules = domainValidatorsPending(service.entry.folder);
    if (rules) {
      // A change before the hidden-field conditions are in (they come after a service page's
      // first frame) is kept as it is and staged again, cleared, once they are.
      pending = { data: stepData, fields };
      clearTimeout(timer);
      timer = setTimeout(flush, delay);
      rules.then(
        () => void (latest === stepData && stage(stepData, fields)),
        () => undefined, // a failed fetch: the next change fetches again
      );
      return;
    }
    // Cleared at once, not after the pause: flipping a condition back must not revive the
    // answer. Only the step's own properties are walked (the root holds no conditions).
    const { data, cleared } = clearHiddenFields(service.schema, stepData);
    for (const c of cleared) {
      if (c.value === undefined) continue; // already removed from the open form
      const path = parsePointer(c.path).map((s) => (/^\d+$/.test(s) ? Number(s) : s));
      if (fields.includes(String(path[0]))) form.setFieldValue(path, undefined);
    }
    pending = { data, fields };
    clearTimeout(timer);
    timer = setTimeout(flush, delay);
  };

  return { stage, flush, dispose: () => clearTimeout(timer) };
}
