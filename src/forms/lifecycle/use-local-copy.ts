/**
 * Keeps the unsaved local copy of the answers (local-copy.ts) up to date while the applicant
 * types, and when the page opens with a copy that differs from the answers it loaded, offers it
 * back: restore (the answers are replaced, then saved as usual) or discard. While the offer is
 * open the old copy is not overwritten.
 */
import { useCallback, useEffect, useState } from 'react';
import { sameContent } from '@/domain/catalog/json';
import { stepIds } from '../stepper/step-list';
import { useStepper, type StepperController } from '../stepper/stepper-context';
import {
  answersAtom,
  changeCountAtom,
  openStepAtom,
  replaceAnswersAtom,
  stepIdAtom,
  submissionIdAtom,
  submittedAtom,
} from '../stepper/stepper-state';
import { readLocalCopy, removeLocalCopy, writeLocalCopy, type LocalCopy } from './local-copy';
import { useStepperValue } from '../stepper/use-stepper-value';

function keyOf(c: StepperController) {
  return {
    serviceId: c.config.service.id,
    plotId: c.config.plotId,
    submissionId: c.store.get(submissionIdAtom),
  };
}

/** The copy offered back (null when none), and restore / discard. */
export function useLocalCopy(enabled: boolean) {
  const c = useStepper();
  const changes = useStepperValue(changeCountAtom, c.store);
  const submitted = useStepperValue(submittedAtom, c.store);
  const [offer, setOffer] = useState<LocalCopy | null>(() => {
    if (!enabled) return null;
    const copy = readLocalCopy(keyOf(c));
    return copy && !sameContent(copy.answers, c.store.get(answersAtom)) ? copy : null;
  });

  const keep = useCallback(() => {
    c.writer.flush();
    writeLocalCopy(keyOf(c), {
      answers: c.store.get(answersAtom),
      step: c.store.get(stepIdAtom),
      at: new Date().toISOString(),
    });
  }, [c]);

  useEffect(() => {
    if (enabled && !offer && changes > 0 && !submitted) keep();
  }, [enabled, offer, changes, submitted, keep]);

  useEffect(() => {
    if (enabled && submitted) removeLocalCopy(keyOf(c));
  }, [enabled, submitted, c]);

  // What was typed in the last moments before a reload reaches the copy as the page goes.
  useEffect(() => {
    if (!enabled || offer) return undefined;
    const hide = () => {
      if (c.store.get(changeCountAtom) > 0 && !c.store.get(submittedAtom)) keep();
    };
    window.addEventListener('pagehide', hide);
    return () => window.removeEventListener('pagehide', hide);
  }, [enabled, offer, keep, c]);

  const restore = useCallback(() => {
    if (!offer) return;
    c.store.set(replaceAnswersAtom, offer.answers);
    if (stepIds(c.config.service).includes(offer.step)) c.store.set(openStepAtom, offer.step);
    setOffer(null);
  }, [offer, c]);

  const discard = useCallback(() => {
    removeLocalCopy(keyOf(c));
    setOffer(null);
  }, [c]);

  return { offer, restore, discard };
}
