import { useCallback, useSyncExternalStore } from 'react';
import { useStore, type Atom } from 'jotai';
import type { StepperStore } from './stepper-state';

/**
 * The value of one of the stepper's atoms; the component renders again when it changes. Used
 * instead of jotai's useAtomValue, which renders every reader a second time just after it
 * mounts (its mount effect re-reads the atom through a reducer, and React renders for a reducer
 * update even when nothing changed): on a step's first frame that was the whole step list, the
 * buttons and the form's wrapper drawn twice. React's store hook re-renders only when the value
 * did change between the render and the subscription. The stepper's atoms are plain values, so
 * the store returns the same object until one is set.
 */
export function useStepperValue<Value>(atom: Atom<Value>, store?: StepperStore): Value {
  const fromProvider = useStore();
  const source = store ?? fromProvider;
  const subscribe = useCallback((changed: () => void) => source.sub(atom, changed), [source, atom]);
  const read = useCallback(() => source.get(atom), [source, atom]);
  return useSyncExternalStore(subscribe, read, read);
}
