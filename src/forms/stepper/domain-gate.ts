/**
 * The stepper's moves that validate the whole form (Next, Back, the step list, the browser's Back
 * and Forward) and Submit need its domain validators, which a service page loads after its first
 * frame (precompiled.ts), and the step they open needs the MUI theme's form, which loads once the
 * first step (facts, drawn without MUI) is on screen (portal-form-loader.ts). They run at once
 * when those are in, as they almost always are; a press made before waits for them. When a
 * download fails, the status line by the buttons says so (unreachableAtom) and the next press
 * downloads it again.
 */
import { loadPortalForm, loadedPortalForm } from '../theme/portal-form-loader';
import { domainValidatorsPending } from '../validation/precompiled';
import type { StepperController } from './stepper-context';
import { unreachableAtom } from './stepper-state';

const waiting = new WeakSet<StepperController>();

/** Resolves true once the domain validators are in, false when their download failed. */
export async function domainValidatorsIn(c: StepperController): Promise<boolean> {
  const pending = formCodePending(c);
  if (pending) {
    try {
      await pending;
    } catch {
      c.store.set(unreachableAtom, true);
      return false;
    }
  }
  c.store.set(unreachableAtom, false);
  return true;
}

/** Runs `move` now, or once the domain validators are in; only the first press waits. */
export function afterDomainValidators(c: StepperController, move: () => void): void {
  if (formCodeIn(c)) {
    c.store.set(unreachableAtom, false);
    return move();
  }
  // Further presses while one waits would repeat it (a second Next would skip a step unchecked).
  if (waiting.has(c)) return;
  waiting.add(c);
  void domainValidatorsIn(c)
    .then((ready) => {
      if (ready) move();
    })
    .finally(() => waiting.delete(c));
}

/** Whether the moves need wait for nothing. */
function formCodeIn(c: StepperController): boolean {
  return !domainValidatorsPending(c.config.service.entry.folder) && Boolean(loadedPortalForm());
}

/** What the moves still wait for (the domain validators, the themed form), or null. */
function formCodePending(c: StepperController): Promise<unknown> | null {
  if (formCodeIn(c)) return null;
  const validators = domainValidatorsPending(c.config.service.entry.folder);
  return Promise.all([validators, loadedPortalForm() ?? loadPortalForm()]);
}
