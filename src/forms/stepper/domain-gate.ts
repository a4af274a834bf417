/**
 * The stepper's moves that validate the whole form (Next, Back, the step list, the browser's Back
 * and Forward) and Submit need its domain validators, which a service page loads after its first
 * frame (precompiled.ts). They run at once when those are in, as they almost always are; a press
 * made before waits for them. When the download fails, the status line by the buttons says so
 * (unreachableAtom) and the next press downloads them again.
 */
import { domainValidatorsPending } from '../validation/precompiled';
import type { StepperController } from './stepper-context';
import { unreachableAtom } from './stepper-state';

const waiting = new WeakSet<StepperController>();

/** Resolves true once the domain validators are in, false when their download failed. */
export async function domainValidatorsIn(c: StepperController): Promise<boolean> {
  const pending = domainValidatorsPending(c.config.service.entry.folder);
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
  if (!domainValidatorsPending(c.config.service.entry.folder)) {
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
