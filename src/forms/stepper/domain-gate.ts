/**
 * The stepper's moves that validate the whole form (Next, Back, the step list, the browser's Back
 * and Forward) need its domain validators, which a service page loads after its first frame
 * (precompiled.ts). They run at once when those are in, as they almost always are; a press made
 * before waits for them.
 */
import { domainValidatorsPending } from '../validation/precompiled';
import type { StepperController } from './stepper-context';

const waiting = new WeakSet<StepperController>();

/** Runs `move` now, or once the domain validators are in; only the first press waits. */
export function afterDomainValidators(c: StepperController, move: () => void): void {
  const pending = domainValidatorsPending(c.config.service.entry.folder);
  if (!pending) return move();
  // Further presses while one waits would repeat it (a second Next would skip a step unchecked).
  if (waiting.has(c)) return;
  waiting.add(c);
  pending
    .then(move, () => undefined) // the fetch failed: nothing moves, and the next press fetches again
    .finally(() => waiting.delete(c));
}
