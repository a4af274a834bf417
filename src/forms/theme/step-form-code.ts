/**
 * What a service's steps need beyond its first step of facts, drawn with neither: MUI's RJSF form
 * (portal-form-loader.ts) and the service's RJSF step validators (precompiled.ts). A service page
 * asks for both together once its first step is on screen (the stepper's `laterCode`); a step with
 * fields waits for them (it suspends), and so do the moves and the validation of the step of facts.
 */
import { loadStepValidators, stepValidatorsIn } from '../validation/precompiled';
import { loadPortalForm, loadedPortalForm } from './portal-form-loader';

export type PortalFormModule = Awaited<ReturnType<typeof loadPortalForm>>;

/** The step form's code of one service. */
export interface StepFormCode {
  /** MUI's form module once both it and the service's step validators are in, else undefined. */
  loaded(): PortalFormModule | undefined;
  /** Loads both (once; a failed download is tried again on the next call). */
  load(): Promise<PortalFormModule>;
}

const byFolder = new Map<string, StepFormCode>();

/** The step form's code of the service in `folder` under schemas/ (one object per folder). */
export function stepFormCode(folder: string): StepFormCode {
  let code = byFolder.get(folder);
  if (!code) {
    // One promise while it loads: React's `use` waits on the same one at every render.
    let loading: Promise<PortalFormModule> | undefined;
    code = {
      loaded: () => (stepValidatorsIn(folder) ? loadedPortalForm() : undefined),
      load: () =>
        (loading ??= Promise.all([
          loadPortalForm(),
          stepValidatorsIn(folder) ? undefined : loadStepValidators(folder),
        ]).then(
          ([form]) => form,
          (error: unknown) => {
            loading = undefined;
            throw error;
          },
        )),
    };
    byFolder.set(folder, code);
  }
  return code;
}
