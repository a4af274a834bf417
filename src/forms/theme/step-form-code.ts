/**
 * What a service's steps need beyond its first step of facts, drawn with neither: MUI's RJSF form
 * (portal-form-loader.ts) and the service's RJSF step validators (precompiled.ts). A service page
 * asks for both together once its first step is on screen (the stepper's `laterCode`); a step with
 * fields waits for them (use-step-code.ts), as do the moves and the validation of a step of facts.
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
    const loaded = () => (stepValidatorsIn(folder) ? loadedPortalForm() : undefined);
    // One promise while it loads and once it is in. One made while the validators were not
    // deferred (they came with the form's files) is made again if a service page defers them.
    let loading: { promise: Promise<PortalFormModule>; withValidators: boolean } | undefined;
    const load = () => {
      if (loading && (loading.withValidators || stepValidatorsIn(folder))) return loading.promise;
      const form = loaded();
      const promise = form
        ? Promise.resolve(form)
        : Promise.all([loadPortalForm(), loadStepValidators(folder)]).then(([module]) => module);
      const made = { promise, withValidators: !form };
      loading = made;
      promise.catch(() => {
        if (loading === made) loading = undefined; // a failed download is tried again
      });
      return promise;
    };
    code = { loaded, load };
    byFolder.set(folder, code);
  }
  return code;
}
