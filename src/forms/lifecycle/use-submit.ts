/**
 * Submit: validate every answer; if anything is missing, open the first invalid step and focus
 * its first error. Otherwise ask (spec §9), make sure a draft-first service has its draft, send,
 * and keep the server's answer (its fee) for the acknowledgement.
 */
import { useCallback } from 'react';
import { dialogue } from '@/ui/alerts';
import { lifecycleMessages } from '@/domain/applications/messages';
import { t } from '@/i18n/i18n';
import { lifecycleText } from './lifecycle-texts';
import { domainValidatorsIn } from '../stepper/domain-gate';
import { useStepper } from '../stepper/stepper-context';
import { answersAtom, submissionIdAtom, submittedAtom } from '../stepper/stepper-state';
import { jumpToErrors, validateAll } from '../stepper/use-journey';
import { submitAction } from './actions';
import { confirmAction } from './confirmations';
import type { SaveOutcome } from './actions';
import type { SaveReason } from './use-draft-saving';

/** Returns the submit command of the stepper. */
export function useSubmit(save: (reason: SaveReason) => Promise<SaveOutcome>) {
  const c = useStepper();
  return useCallback(async () => {
    // The whole form's validators come after a service page's first frame (precompiled.ts).
    if (!(await domainValidatorsIn(c))) return;
    const result = validateAll(c);
    if (!result.valid) {
      jumpToErrors(c, result.errors);
      return;
    }
    const { service, plotId, mode, onSubmit } = c.config;
    if (onSubmit) {
      const errors = await onSubmit(c.store.get(answersAtom));
      if (errors.length > 0) jumpToErrors(c, errors);
      return;
    }
    if (mode === 'preview') {
      await dialogue({
        icon: 'success',
        title: t('forms.stepper.previewTitle'),
        text: t('forms.stepper.previewText'),
      });
      return;
    }
    await confirmAction('submit', service.title, async () => {
      let submissionId = c.store.get(submissionIdAtom);
      if (service.submitMode === 'draft') {
        // A draft-first service is submitted from its saved draft (the state machine requires it).
        const saved = await save('submit');
        if (!saved.ok) {
          await dialogue({
            icon: 'error',
            title: lifecycleText(lifecycleMessages.notSubmitted),
            text: saved.message,
          });
          if (saved.errors?.length) jumpToErrors(c, saved.errors);
          return;
        }
        submissionId = saved.submissionId;
      }
      const outcome = await submitAction(
        { service, plotId, submissionId },
        c.store.get(answersAtom),
      );
      if (outcome.ok) c.store.set(submittedAtom, outcome.result);
      else if (outcome.errors.length > 0) jumpToErrors(c, outcome.errors);
    });
  }, [c, save]);
}
