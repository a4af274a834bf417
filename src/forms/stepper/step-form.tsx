import { use, useCallback, useEffect, useMemo, useState } from 'react';
import { useSetAtom } from 'jotai';
import type { IChangeEvent } from '@rjsf/core';
import { editableStates } from '@/domain/applications/states';
import { DOCUMENTS } from '@/domain/catalog/inject';
import type { EngineContext } from '../context';
import { useT } from '@/i18n/use-t';
import { FactsForm } from '../theme/facts-theme';
import { loadPortalForm, loadedPortalForm } from '../theme/portal-form-loader';
import { rjsfTranslator } from '../theme/translate-string';
import { prepareStepValidator, stepValidator } from '../validation/step-validator';
import type { FormHandle } from './form-port';
import { useStepper } from './stepper-context';
import {
  answersAtom,
  extraErrorsAtom,
  focusErrorAtom,
  revealStepAtom,
  submittedAtom,
} from './stepper-state';
import { buildStepForm, factsOnly, initialStepData } from './step-form-parts';
import { useStepValidation } from './use-step-validation';
import { whenIdle } from './when-idle';
import { useStepperValue } from './use-stepper-value';

/**
 * One step as its own RJSF form: only the step's sub-schema is rendered and validated. The form
 * is uncontrolled (RJSF keeps the data while typing) and mounted afresh for each step. A step of
 * facts draws with the plain facts theme; any other with MUI's, loaded first (it suspends until
 * then: the step panel shows the loader).
 */
export function StepForm({ stepId }: { stepId: string }) {
  const controller = useStepper();
  const { service, mode, files } = controller.config;
  const parts = useMemo(() => buildStepForm(service, stepId), [service, stepId]);
  const { step, schema, uiSchema } = parts;
  const answers = controller.store.get(answersAtom);
  const [initial] = useState(() => initialStepData(answers, step.fields));
  const extraErrors = useStepperValue(extraErrorsAtom);
  // A submitted application is shown, not edited: every field reads as text.
  const submitted = useStepperValue(submittedAtom);
  const locked = !editableStates.has(controller.config.status) || submitted !== null;
  const facts = factsOnly(parts, locked);
  const Form = facts ? FactsForm : (loadedPortalForm() ?? use(loadPortalForm())).ThemedPortalForm;
  const focusError = useStepperValue(focusErrorAtom);
  const setFocusError = useSetAtom(focusErrorAtom);
  const reveal = useSetAtom(revealStepAtom);
  const validation = useStepValidation(stepId);
  const t = useT();
  const translateString = useMemo(() => rjsfTranslator(t), [t]);
  const formContext = useMemo<EngineContext>(
    () => ({ service, mode, files, touch: validation.markTouched }),
    [service, mode, files, validation],
  );

  // Submit jumped here: show every error of the step and put the focus on the first one, once
  // the form is mounted (the flag is cleared only then, so the timer is not cancelled early).
  useEffect(() => {
    if (!focusError) return undefined;
    reveal(stepId);
    const timer = setTimeout(() => {
      controller.form.validate(true);
      setFocusError(false);
    });
    return () => clearTimeout(timer);
  }, [focusError, setFocusError, reveal, stepId, controller]);

  useEffect(() => () => controller.writer.flush(), [controller]);
  // The validator is put together once the step is on screen, not before its first frame
  // (step-validator.ts) nor on the first change.
  useEffect(() => whenIdle(() => prepareStepValidator(schema)), [schema]);
  // The steps after a step of facts have fields to fill in: their code loads while this one is read.
  useEffect(
    () => (facts ? whenIdle(() => void loadPortalForm().catch(later)) : undefined),
    [facts],
  );

  const setForm = useCallback(
    (form: FormHandle | null) => controller.form.attach(form),
    [controller],
  );
  const onChange = useCallback(
    (event: IChangeEvent, id?: string) => {
      validation.markTouched(id);
      controller.writer.stage(event.formData, step.fields);
      // A choice (radio, checkbox, list) reaches the answers at once: the cost panel and the
      // buttons below it settle before the next press, rather than moving under it a pause later.
      if (!typingIn(document.activeElement)) controller.writer.flush();
    },
    [controller, validation, step],
  );

  return (
    <Form
      ref={setForm as never}
      schema={schema}
      uiSchema={uiSchema}
      validator={stepValidator(schema)}
      initialFormData={initial}
      formContext={formContext}
      readonly={locked}
      noHtml5Validate
      liveValidate="onChange"
      showErrorList={false}
      transformErrors={validation.transformErrors}
      translateString={translateString}
      extraErrors={extraErrors}
      focusOnFirstError={validation.focusOnFirstError}
      onChange={onChange}
      onBlur={validation.onBlur}
      onError={shownBesideFields}
      idPrefix="root"
      experimental_defaultFormStateBehavior={step.fields.includes(DOCUMENTS) ? uploads : noChoice}
    />
  );
}

// A failed download is tried again by the move that needs it (domain-gate.ts), which says so.
const later = () => undefined;

// Errors are shown beside their fields; without onError RJSF logs each refused validation.
const shownBesideFields = () => undefined;

// RJSF would fill an empty upload slot with {} and report its four inner fields, which have no
// inputs; left absent, the slot itself is reported ('required') beside its upload button.
// A select built from oneOf options starts empty: RJSF would otherwise preselect its first
// option (a state, a district, an industrial area) and an unread default would be submitted.
// A required yes/no question starts unanswered too: RJSF would answer it "No" for the applicant.
// Only an explicit `default` in the schema gives a field a starting answer.
const noChoice = { constAsDefaults: 'skipOneOf', requiredBooleanDefault: 'skip' } as const;
const uploads = { ...noChoice, emptyObjectFields: 'skipEmptyDefaults' } as const;

/** Whether the focus is in a box typed into, whose changes wait for a pause in the typing. */
function typingIn(element: Element | null): boolean {
  if (element instanceof HTMLTextAreaElement) return true;
  return element instanceof HTMLInputElement && !['radio', 'checkbox'].includes(element.type);
}
