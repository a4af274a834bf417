/**
 * Drafts: Save as draft, autosave a few seconds after the last change (one save at a time, and
 * only when the answers differ from what was last saved, so there is no autosave storm), a last
 * save when the shell is about to sign the user out for inactivity, one when the tab is hidden or
 * closed (a request that outlives the page), and one when the applicant leaves the form for
 * another screen before the autosave ran (answers or open step unsaved). Answers that break a
 * format rule are saved too and named as not valid yet. A save the server refuses because another
 * tab or user saved first opens the choice between the two versions (conflict.ts).
 * The server's answer lists the answers it keeps set aside (the panel shows them in place); when
 * it stores the draft on a newer version of the form than this page's, the page stops saving and
 * asks for a reload instead of saying "Saved".
 */
import { useCallback, useEffect, useRef } from 'react';
import { t } from '@/i18n/i18n';
import { toast } from '@/ui/alerts';
import { REVIEW_STEP } from '../stepper/step-list';
import { useStepper } from '../stepper/stepper-context';
import { fieldIdOf } from '../stepper/use-step-validation';
import {
  answersAtom,
  changeCountAtom,
  draftVersionAtom,
  notValidYetAtom,
  saveStatusAtom,
  stepIdAtom,
  submissionIdAtom,
  submittedAtom,
  unreachableAtom,
  type StepperStore,
} from '../stepper/stepper-state';
import type { LoadedService } from '@/domain/catalog/types';
import type { DataError } from '@/domain/validation/validate-data';
import { onBeforeIdleLogout } from '@/lib/idle-logout-events';
import { namesOf, saveDraftAction, type SaveOutcome } from './actions';
import { conflictAtom } from './conflict';
import { removeLocalCopy } from './local-copy';
import { formChangedText, mergeSetAside, setAsideAtom } from './set-aside';
import { useStepperValue } from '../stepper/use-stepper-value';

/** Quiet time after the last change before an autosave. */
export const AUTOSAVE_DELAY_MS = 3000;

/**
 * Why a save runs: the button, the autosave timer, the idle logout, submit, leaving the form, or
 * the tab being hidden or closed ('hide': sent at once, as a request that outlives the page).
 */
export type SaveReason = 'manual' | 'auto' | 'idle' | 'submit' | 'leave' | 'hide';

/** The RJSF ids of the fields a saved draft keeps although not valid yet. */
function notValidYetIds(errors: readonly DataError[]): ReadonlySet<string> {
  return new Set(errors.map((e) => fieldIdOf(e.path.split('/').join('.'))));
}

/** The step a draft records: Review is the engine's own step; the server knows only the service's. */
function savedStep(service: LoadedService, store: StepperStore): string {
  const open = store.get(stepIdAtom);
  return open === REVIEW_STEP ? (service.steps.at(-1)?.id ?? open) : open;
}

/**
 * Shows in place what the server keeps set aside, and whether it stores the draft on a newer
 * version of the form than this page's (answers true then).
 */
function noteSetAside(
  store: StepperStore,
  service: LoadedService,
  outcome: Extract<SaveOutcome, { ok: true }>,
): boolean {
  const newer =
    outcome.schemaVersion !== undefined && outcome.schemaVersion > service.version
      ? outcome.schemaVersion
      : undefined;
  const server = outcome.setAside ?? [];
  if (!newer && server.length === 0) return false;
  const shown = store.get(setAsideAtom);
  store.set(setAsideAtom, {
    fromVersion: shown?.fromVersion ?? service.version,
    answers: mergeSetAside(shown?.answers ?? [], server),
    ...(newer ? { newerVersion: newer } : {}),
  });
  return newer !== undefined;
}

/** Returns `save(reason)`; autosaves while `enabled`. */
export function useDraftSaving(enabled: boolean, delay = AUTOSAVE_DELAY_MS) {
  const c = useStepper();
  const changes = useStepperValue(changeCountAtom, c.store);
  const lastSaved = useRef(JSON.stringify(c.store.get(answersAtom)));
  const lastStep = useRef(savedStep(c.config.service, c.store));
  const running = useRef<Promise<SaveOutcome> | null>(null);

  const save = useCallback(
    async (reason: SaveReason): Promise<SaveOutcome> => {
      // A page being closed cannot wait for the save under way.
      if (running.current && reason !== 'hide') await running.current.catch(() => undefined);
      c.writer.flush();
      // This page's form is outdated: a save would overwrite the draft with answers of the old form.
      if (c.store.get(setAsideAtom)?.newerVersion) return { ok: false, message: formChangedText() };
      // Another tab or user saved first: nothing is saved until the applicant has chosen.
      const conflict = c.store.get(conflictAtom);
      if (conflict) return { ok: false, message: conflict.message };
      const answers = c.store.get(answersAtom);
      const json = JSON.stringify(answers);
      const id = c.store.get(submissionIdAtom);
      // Unchanged answers need no save, except on request or to record the step when leaving.
      if (reason !== 'manual' && reason !== 'leave' && id && json === lastSaved.current) {
        return { ok: true, submissionId: id, at: new Date().toISOString() };
      }
      c.store.set(saveStatusAtom, { state: 'saving' });
      // The line then tells this save's outcome, not an earlier move's failed download.
      c.store.set(unreachableAtom, false);
      const { service, plotId } = c.config;
      const step = savedStep(service, c.store);
      const work = saveDraftAction({ service, plotId, submissionId: id }, answers, {
        stepId: step,
        version: c.store.get(draftVersionAtom),
        keepalive: reason === 'hide',
      });
      running.current = work;
      const outcome = await work;
      running.current = null;
      if (outcome.ok) {
        lastSaved.current = json;
        lastStep.current = step;
        c.store.set(submissionIdAtom, outcome.submissionId);
        if (outcome.version !== undefined) c.store.set(draftVersionAtom, outcome.version);
        // The copy kept on this device is no longer needed once the server has these answers.
        if (JSON.stringify(c.store.get(answersAtom)) === json) {
          removeLocalCopy({ serviceId: service.id, plotId, submissionId: outcome.submissionId });
          removeLocalCopy({ serviceId: service.id, plotId });
        }
        // After leaving, the page that would put the new id in its URL is gone; a view drawn
        // afresh (a change of language) leaves the stepper on screen, and the id must reach it.
        if (outcome.submissionId !== id && (reason !== 'leave' || c.shown))
          c.config.onSubmissionId?.(outcome.submissionId);
        const changed = noteSetAside(c.store, service, outcome);
        const invalid = outcome.notValidYet ?? [];
        const names = invalid.length > 0 ? namesOf(service, invalid) : undefined;
        c.store.set(notValidYetAtom, notValidYetIds(invalid));
        c.store.set(
          saveStatusAtom,
          changed
            ? { state: 'failed', message: formChangedText() }
            : { state: 'saved', at: outcome.at, ...(names ? { notValidYet: names } : {}) },
        );
        if (names && reason !== 'hide') {
          // Marks the fields on the open step (their messages show whether touched or not).
          c.form.validate(false);
          if (reason === 'manual') {
            const text = t(
              invalid.length > 1 ? 'forms.draft.savedNotValidMany' : 'forms.draft.savedNotValidOne',
              { fields: names },
            );
            void toast({ icon: 'warning', title: t('forms.draft.savedTitle'), text, timer: 5000 });
          }
        }
      } else if (outcome.stored) {
        c.store.set(conflictAtom, { message: outcome.message, stored: outcome.stored });
        c.store.set(saveStatusAtom, { state: 'failed', message: outcome.message });
      } else {
        c.store.set(saveStatusAtom, { state: 'failed', message: outcome.message });
        if (reason === 'manual')
          void toast({
            icon: 'error',
            title: t('forms.draft.notSavedTitle'),
            text: outcome.message,
            timer: 3000,
          });
      }
      return outcome;
    },
    [c],
  );

  useEffect(() => {
    if (!enabled || changes === 0) return undefined;
    const timer = setTimeout(() => {
      if (JSON.stringify(c.store.get(answersAtom)) !== lastSaved.current) void save('auto');
    }, delay);
    return () => clearTimeout(timer);
  }, [enabled, changes, delay, save, c]);

  useEffect(() => (enabled ? onBeforeIdleLogout(() => save('idle')) : undefined), [enabled, save]);

  // The tab is hidden (another tab, the phone's home screen) or closed (reload, navigation away):
  // what is not saved yet goes out at once, as a request that outlives the page.
  useEffect(() => {
    if (!enabled) return undefined;
    const hide = () => {
      c.writer.flush();
      if (c.store.get(submittedAtom)) return;
      if (JSON.stringify(c.store.get(answersAtom)) !== lastSaved.current) void save('hide');
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') hide();
    };
    window.addEventListener('pagehide', hide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', hide);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [enabled, save, c]);

  // Leaving (unmount) saves what is not saved yet, answers or step, without waiting for it. Not
  // after a submission: the answers were saved with it and the draft is no longer a draft.
  useEffect(() => {
    if (!enabled) return undefined;
    return () => {
      c.writer.flush();
      if (c.store.get(submittedAtom)) return;
      const changed = JSON.stringify(c.store.get(answersAtom)) !== lastSaved.current;
      const moved = savedStep(c.config.service, c.store) !== lastStep.current;
      if (changed || (moved && c.store.get(submissionIdAtom))) void save('leave');
    };
  }, [enabled, save, c]);

  return save;
}
