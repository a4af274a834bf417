/**
 * "I have noted these": the server keeps the set-aside answers but stops listing them (a draft
 * not saved yet, or the /demo preview, has nothing stored: the list is simply closed).
 */
import { useCallback } from 'react';
import { markSetAsideSeen } from '@/api/applications';
import { t } from '@/i18n/i18n';
import { useStepper } from '../stepper/stepper-context';
import { submissionIdAtom } from '../stepper/stepper-state';
import { setAsideAtom } from './set-aside';

/** Returns the panel's `onNoted`: null when done, or why it could not be recorded. */
export function useNoteSetAside(): () => Promise<string | null> {
  const c = useStepper();
  return useCallback(async () => {
    const id = c.store.get(submissionIdAtom);
    if (c.config.mode === 'live' && id) {
      try {
        const answer = await markSetAsideSeen(id);
        if (!answer.IsSuccess) return answer.Message || t('forms.setAside.notRecorded');
      } catch {
        return t('forms.setAside.notRecordedConnection');
      }
    }
    c.store.set(setAsideAtom, null);
    return null;
  }, [c]);
}
