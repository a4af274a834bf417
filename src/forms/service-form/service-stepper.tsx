import { useEffect, useState } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import type { JsonObject } from '@/domain/catalog/json';
import type { LoadedService } from '@/domain/catalog/types';
import type { FileStore } from '../context';
import { setAsideAtom, type SetAsideList } from '../lifecycle/set-aside';
import { previewFileStore, serverFileStore } from '../widgets/file-store';
import { createAnswerWriter } from '../stepper/answer-writer';
import { createFormPort } from '../stepper/form-port';
import { validateData } from '@/domain/validation/validate-data';
import { errorsByStep, stepIds, stepsUpTo } from '../stepper/step-list';
import {
  StepperContext,
  type StepperConfig,
  type StepperController,
} from '../stepper/stepper-context';
import {
  answersAtom,
  createStepperStore,
  openStepAtom,
  stepErrorsAtom,
  stepIdAtom,
  submissionIdAtom,
} from '../stepper/stepper-state';
import { validateAll } from '../stepper/use-journey';
import { afterDomainValidators } from '../stepper/domain-gate';
import { domainValidatorsPending } from '../validation/precompiled';
import { whenIdle } from '../stepper/when-idle';
import { laterCode } from './later-code';
import { StepperView, type StepperViewProps } from './stepper-view';

/** Props of ServiceStepper. */
export interface ServiceStepperProps extends Omit<StepperConfig, 'files'>, StepperViewProps {
  /** The answers of a resumed draft that no longer fit the form (listed until marked seen). */
  migration?: SetAsideList;
  /** The answers to start from: prefilled facts, a resumed draft, or the sample (preview). */
  initialAnswers: JsonObject;
  /**
   * The step to open (a resumed draft's saved step, the URL's); the first step otherwise. When it
   * changes later (Back and Forward in the browser), that step is opened.
   */
  initialStep?: string | null;
  submissionId?: string;
  /** The draft's revision as loaded (sent back with each save). */
  version?: number;
  /** Where uploads go; by default the server ('live') or this tab ('preview'). */
  files?: FileStore;
}

/**
 * Renders any catalogue service as a stepper: one step's fields at a time, Review, the tentative
 * cost, drafts and submission. Its state lives in its own jotai store; its inputs are read once.
 */
export function ServiceStepper({ serverFee, ...props }: ServiceStepperProps) {
  const [controller] = useState(() => createController(props));
  useEffect(() => {
    setShown(controller, true);
    return () => {
      setShown(controller, false);
      controller.writer.dispose();
    };
  }, [controller]);
  const generation = followDefinition(controller, props.service);
  useFollowedStep(controller, props.initialStep);
  // A new application opens on its first step, whose state the step list shows from what is on
  // screen: the full validation (and the domain validators it needs, loaded only now on a service
  // page) can wait until the form is painted.
  useEffect(() => {
    if (controller.store.get(stepErrorsAtom) !== notValidated) return undefined;
    let live = true;
    const validate = () => {
      if (live && controller.store.get(stepErrorsAtom) === notValidated) validateStart(controller);
    };
    const cancel = whenIdle(() => {
      const pending = domainValidatorsPending(controller.config.service.entry.folder);
      if (pending)
        pending.then(validate, () => undefined); // a failed fetch: Next fetches again
      else validate();
    });
    return () => {
      live = false;
      cancel();
    };
  }, [controller]);
  return (
    <StepperContext.Provider value={controller}>
      <JotaiProvider store={controller.store}>
        <StepperView key={generation} serverFee={serverFee} />
      </JotaiProvider>
    </StepperContext.Provider>
  );
}

function createController(props: Omit<ServiceStepperProps, 'serverFee'>): StepperController {
  const { initialAnswers, initialStep, submissionId, version, files, migration, ...config } = props;
  const ids = stepIds(config.service);
  const stepId = initialStep && ids.includes(initialStep) ? initialStep : (ids[0] as string);
  const store = createStepperStore({
    answers: initialAnswers,
    stepId,
    visited: stepsUpTo(config.service, stepId),
    submissionId,
    version,
  });
  store.set(stepErrorsAtom, notValidated);
  if (migration && (migration.answers.length > 0 || migration.newerVersion))
    store.set(setAsideAtom, migration);
  const form = createFormPort();
  const fileStore =
    files ??
    (config.mode === 'preview'
      ? previewFileStore()
      : serverFileStore(config.service.id, () => store.get(submissionIdAtom)));
  const controller: StepperController = {
    config: { ...config, files: fileStore },
    store,
    form,
    writer: createAnswerWriter(store, config.service, form),
    laterCode: laterCode(config.service.entry.folder),
    shown: false,
  };
  // Steps already passed (a resumed draft) show their real state from the start, not a tick.
  if (stepsUpTo(config.service, stepId).length > 1) {
    const pending = domainValidatorsPending(config.service.entry.folder);
    if (pending)
      pending.then(
        () => validateStart(controller),
        () => undefined,
      );
    else validateStart(controller);
  }
  return controller;
}

/** Records whether the stepper is on screen (see StepperController.shown). */
function setShown(controller: StepperController, shown: boolean): void {
  controller.shown = shown;
}

/**
 * Shows another definition of the same form when it is given (the language changed: only its
 * texts differ, src/forms/catalog/use-service.ts). The answers are kept: the view is drawn again
 * from the store, which what was typed reaches once the field is left (the language menu is
 * outside the form) or after STAGE_DELAY_MS. Returns the view's key, new for each definition.
 */
function followDefinition(controller: StepperController, service: LoadedService): number {
  if (controller.config.service !== service) {
    controller.config = { ...controller.config, service };
  }
  let key = definitionKeys.get(service);
  if (key === undefined) definitionKeys.set(service, (key = ++lastKey));
  return key;
}
const definitionKeys = new WeakMap<LoadedService, number>();
let lastKey = 0;

/**
 * Opens the step named from outside when it changes (the browser's Back and Forward move through
 * the steps as history entries), as the step list would: the answers so far are validated first.
 */
function useFollowedStep(controller: StepperController, step: string | null | undefined) {
  useEffect(() => {
    if (!step || step === controller.store.get(stepIdAtom)) return;
    if (!stepIds(controller.config.service).includes(step)) return;
    afterDomainValidators(controller, () => {
      validateAll(controller);
      controller.store.set(openStepAtom, step);
    });
  }, [controller, step]);
}

/** The step errors before the first validation (an object of its own, to tell it apart). */
const notValidated: Readonly<Record<string, never>> = Object.freeze({});

/** Records the errors of every step for the answers the stepper opened with. */
function validateStart({ config, store }: StepperController) {
  const { errors } = validateData(
    config.service,
    store.get(answersAtom),
    'submit',
    config.plotFacts,
  );
  store.set(stepErrorsAtom, errorsByStep(config.service, errors));
}
