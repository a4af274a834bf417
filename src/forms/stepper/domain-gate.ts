/**
 * The stepper's moves that validate the whole form (Next, Back, the step list, the browser's Back
 * and Forward) and Submit need its domain validators, which a service page loads after its first
 * frame (precompiled.ts), and the step they open needs the code loaded once the first step (facts,
 * drawn without MUI) is on screen: MUI's form and the screen's MUI parts (`laterCode`). They run at
 * once when those are in, as they almost always are; a press made before waits for them, so
 * nothing appears under the next press a moment later. When a download fails, the status line by
 * the buttons says so (unreachableAtom) and the next press asks for it again.
 */
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
  return !domainValidatorsPending(c.config.service.entry.folder) && c.laterCode.ready();
}

/** What the moves still wait for (the domain validators, the later code), or null. */
function formCodePending(c: StepperController): Promise<unknown> | null {
  if (formCodeIn(c)) return null;
  const validators = domainValidatorsPending(c.config.service.entry.folder);
  return Promise.all([validators, c.laterCode.ready() ? null : c.laterCode.load()]);
}
