/**
 * What every part of one stepper shares: the service and its inputs (plot facts, rates, file
 * store, mode), the store, the answer writer and a handle on the open step's RJSF form.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { ApplicationState } from '@/domain/applications/states';
import type { JsonObject } from '@/domain/catalog/json';
import type { LoadedService } from '@/domain/catalog/types';
import type { DataError } from '@/domain/validation/validate-data';
import type { Rates } from '@/domain/fees/rates';
import type { EngineMode, FileStore } from '../context';
import type { AnswerWriter } from './answer-writer';
import type { FormPort } from './form-port';
import type { StepperStore } from './stepper-state';

/** The inputs of a stepper. */
export interface StepperConfig {
  service: LoadedService;
  mode: EngineMode;
  plotId: string;
  /** The plot's master facts (fee rules and checks read them as plot.<name>). */
  plotFacts: Readonly<Record<string, unknown>>;
  rates: Rates;
  files: FileStore;
  /** The application's state when it was opened ('New' before the first save). */
  status: ApplicationState;
  onSubmissionId?: (id: string) => void;
  /** Each time another step is opened (the preview keeps it in its URL). */
  onStepChange?: (stepId: string) => void;
  /**
   * The way to pay an application the submission left waiting for its fee, shown on the
   * acknowledgement (the screen passes the payments feature's Pay button; the engine knows none).
   */
  renderPayment?: (submissionId: string, amount: number | null) => ReactNode;
  /** Once the application is submitted (again, after a clarification): the page drops what no longer holds. */
  onSubmitted?: () => void;
  /** After a confirmed withdraw, cancel or delete. */
  onClosed?: (action: 'withdraw' | 'cancel' | 'delete') => void;
  /**
   * Replaces the application submission for a form that is not a catalogue service (plot
   * registration): called with answers that passed validation; the field errors it returns are
   * shown on their steps as a refused submission's are.
   */
  onSubmit?: (answers: JsonObject) => Promise<readonly DataError[]>;
}

/** One stepper's shared parts. */
export interface StepperController {
  config: StepperConfig;
  store: StepperStore;
  writer: AnswerWriter;
  form: FormPort;
  /** The code the steps after a first step of facts need (MUI's form, the screen's parts). */
  laterCode: CodeLoad;
  /**
   * Whether the stepper is on screen. Its view is drawn afresh on a change of language, which a
   * save on leaving the view cannot tell from leaving the page: this can.
   */
  shown: boolean;
}

/** Code loaded on demand: whether it is in, and its load (started once, or again after a failure). */
export interface CodeLoad {
  ready(): boolean;
  load(): Promise<unknown>;
}

/** The stepper's controller in React context. */
export const StepperContext = createContext<StepperController | null>(null);

/** The controller of the enclosing stepper. */
export function useStepper(): StepperController {
  const controller = useContext(StepperContext);
  if (!controller) throw new Error('useStepper must be used inside ServiceStepper');
  return controller;
}
