/**
 * Moving through the steps: Next validates the open step only (RJSF on its sub-schema, plus the
 * service's cross-field checks that sit on it); Back and the step list never block; a refused
 * submission opens the first invalid step and puts the focus on its first error.
 */
import { useMemo } from 'react';
import { stepOfPath } from '@/domain/catalog/step-schema';
import { validateData, type DataError } from '@/domain/validation/validate-data';
import { afterDomainValidators } from './domain-gate';
import { propertyOf, toErrorSchema } from './error-schema';
import { REVIEW_STEP, errorsByStep, firstInvalidStep, nextStep, previousStep } from './step-list';
import { useStepper, type StepperController } from './stepper-context';
import {
  answersAtom,
  extraErrorsAtom,
  focusErrorAtom,
  openStepAtom,
  revealStepAtom,
  stepErrorsAtom,
  stepIdAtom,
} from './stepper-state';
import { focusFirstShownError } from './use-step-validation';

/** Validates every answer as a submission and records the errors by step. */
export function validateAll(c: StepperController) {
  c.writer.flush();
  const { service, plotFacts } = c.config;
  const result = validateData(service, c.store.get(answersAtom), 'submit', plotFacts);
  c.store.set(stepErrorsAtom, errorsByStep(service, result.errors));
  return result;
}

/** Opens the first step holding one of `errors`, showing them all and focusing the first. */
export function jumpToErrors(c: StepperController, errors: readonly DataError[]): void {
  const { service } = c.config;
  const first = firstInvalidStep(service, errors);
  if (!first) return;
  c.store.set(revealStepAtom, first);
  c.store.set(openStepAtom, first);
  const placed = errors.filter((e) => e.keyword === 'check' || e.keyword === 'server');
  c.store.set(
    extraErrorsAtom,
    toErrorSchema(placed.filter((e) => stepOfPath(service, e.path)?.id === first)),
  );
  // An error the server could not place (path '') leaves the applicant on Review, where the
  // dialogue already said why; only a step with fields can take the focus to one.
  if (first !== REVIEW_STEP) c.store.set(focusErrorAtom, true);
}

/** Next, Back and opening a step from the list (each waits for the domain validators, domain-gate.ts). */
export function useJourney() {
  const c = useStepper();
  return useMemo(() => {
    const open = (id: string | undefined) => {
      if (!id) return;
      validateAll(c);
      c.store.set(openStepAtom, id);
    };
    const goTo = (id: string | undefined) => afterDomainValidators(c, () => open(id));
    const next = () =>
      afterDomainValidators(c, () => {
        c.writer.flush();
        const id = c.store.get(stepIdAtom);
        c.store.set(revealStepAtom, id);
        const valid = c.form.validate(true);
        const checks = validateAll(c).errors.filter(
          (e) => e.keyword === 'check' && stepOfPath(c.config.service, e.path)?.id === id,
        );
        c.store.set(extraErrorsAtom, toErrorSchema(checks));
        if (checks.length > 0) {
          if (valid) setTimeout(() => focusFirstShownError(propertyOf(checks[0]?.path ?? '')));
          return;
        }
        if (valid) open(nextStep(c.config.service, id));
      });
    const back = () =>
      afterDomainValidators(c, () => open(previousStep(c.config.service, c.store.get(stepIdAtom))));
    return { goTo, next, back };
  }, [c]);
}
