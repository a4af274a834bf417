import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSetAtom } from 'jotai';
import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema } from '@rjsf/utils';
import { editableStates } from '@/domain/applications/states';
import type { EngineContext } from '../context';
import { useT } from '@/i18n/use-t';
import { PageLoader } from '@/ui/page-loader';
import { stepFormCode, type PortalFormModule } from '../theme/step-form-code';
import { defaultFormState } from '../validation/default-form-state';
import { FactsStep } from './facts-step';
import type { FormHandle } from './form-port';
import { useStepper } from './stepper-context';
import {
  answersAtom,
  extraErrorsAtom,
  focusErrorAtom,
  revealStepAtom,
  submittedAtom,
} from './stepper-state';
import { buildStepForm, factsOnly, initialStepData, type StepFormParts } from './step-form-parts';
import { useStepCode } from './use-step-code';
import { useStepValidation } from './use-step-validation';
import { whenIdle } from './when-idle';
import { useStepperValue } from './use-stepper-value';

/**
 * One step as its own RJSF form: only the step's sub-schema is rendered and validated. The form
 * is uncontrolled (RJSF keeps the data while typing) and mounted afresh for each step. A step of
 * facts is drawn without RJSF (facts-step.tsx); any other with MUI's RJSF form and the service's
 * step validators, loaded first (the loader shows until then: use-step-code.ts).
 */
export function StepForm({ stepId }: { stepId: string }) {
  const controller = useStepper();
  const { service } = controller.config;
  const parts = useMemo(() => buildStepForm(service, stepId), [service, stepId]);
  const { step, schema, uiSchema } = parts;
  const answers = controller.store.get(answersAtom);
  const [initial] = useState(() => initialStepData(answers, step.fields));
  const extraErrors = useStepperValue(extraErrorsAtom);
  // A submitted application is shown, not edited: every field reads as text.
  const submitted = useStepperValue(submittedAtom);
  const locked = !editableStates.has(controller.config.status) || submitted !== null;
  const facts = factsOnly(parts, locked);
  const code = stepFormCode(service.entry.folder);
  const rjsf = useStepCode(code, !facts);
  const focusError = useStepperValue(focusErrorAtom);
  const setFocusError = useSetAtom(focusErrorAtom);
  const reveal = useSetAtom(revealStepAtom);
  const validation = useStepValidation(stepId);

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

  const setForm = useCallback(
    (form: FormHandle | null) => controller.form.attach(form),
    [controller],
  );
  const onChange = useCallback(
    (data: unknown, id?: string) => {
      validation.markTouched(id);
      controller.writer.stage(data, step.fields);
      // A choice (radio, checkbox, list) reaches the answers at once: the cost panel and the
      // buttons below it settle before the next press, rather than moving under it a pause later.
      if (!typingIn(document.activeElement)) controller.writer.flush();
    },
    [controller, validation, step],
  );

  if (facts) {
    return (
      <FactsStep
        ref={setForm}
        schema={schema}
        uiSchema={uiSchema}
        initialData={initial}
        readonly={locked}
        extraErrors={extraErrors}
        port={controller.form}
        code={code}
        transformErrors={validation.transformErrors}
        focusOnFirstError={validation.focusOnFirstError}
        onChange={onChange}
      />
    );
  }
  if (!rjsf) return <PageLoader />;
  return (
    <FieldsStep
      rjsf={rjsf}
      parts={parts}
      initial={initial}
      locked={locked}
      extraErrors={extraErrors}
      validation={validation}
      setForm={setForm}
      onChange={onChange}
    />
  );
}

/** A step with fields to fill in: MUI's RJSF form, with the step's validator (loaded with it). */
function FieldsStep({
  rjsf,
  parts,
  initial,
  locked,
  extraErrors,
  validation,
  setForm,
  onChange,
}: {
  rjsf: PortalFormModule;
  parts: StepFormParts;
  initial: Record<string, unknown>;
  locked: boolean;
  extraErrors: ErrorSchema | undefined;
  validation: ReturnType<typeof useStepValidation>;
  setForm: (form: FormHandle | null) => void;
  onChange: (data: unknown, id?: string) => void;
}) {
  const { step, schema, uiSchema } = parts;
  const { config } = useStepper();
  const { service, mode, files } = config;
  const { ThemedPortalForm: Form, stepValidator, prepareStepValidator, rjsfTranslator } = rjsf;
  const t = useT();
  const translateString = useMemo(() => rjsfTranslator(t), [t, rjsfTranslator]);
  const formContext = useMemo<EngineContext>(
    () => ({ service, mode, files, touch: validation.markTouched }),
    [service, mode, files, validation],
  );
  // The validator is put together once the step is on screen, not before its first frame
  // (step-validator.ts) nor on the first change.
  useEffect(() => whenIdle(() => prepareStepValidator(schema)), [schema, prepareStepValidator]);
  const changed = useCallback(
    (event: IChangeEvent, id?: string) => onChange(event.formData, id),
    [onChange],
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
      onChange={changed}
      onBlur={validation.onBlur}
      onError={shownBesideFields}
      idPrefix="root"
      experimental_defaultFormStateBehavior={defaultFormState(step.fields)}
    />
  );
}

// Errors are shown beside their fields; without onError RJSF logs each refused validation.
const shownBesideFields = () => undefined;

/** Whether the focus is in a box typed into, whose changes wait for a pause in the typing. */
function typingIn(element: Element | null): boolean {
  if (element instanceof HTMLTextAreaElement) return true;
  return element instanceof HTMLInputElement && !['radio', 'checkbox'].includes(element.type);
}
