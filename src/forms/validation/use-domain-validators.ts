import { useEffect, useReducer } from 'react';
import type { LoadedService } from '@/domain/catalog/types';
import { domainValidatorsPending } from './precompiled';

/**
 * False while what is `wanted` must wait for the service's domain validators (precompiled.ts loads
 * them after a service page's first frame): they are then loaded, and the caller renders again
 * once they are in. What reads the answers through them as it renders (a resumed draft's
 * migration, Review) waits on this.
 */
export function useDomainValidators(service: LoadedService, wanted: boolean): boolean {
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  const pending = wanted ? domainValidatorsPending(service.entry.folder) : undefined;
  useEffect(() => {
    if (!pending) return undefined;
    let live = true;
    // A failed fetch leaves the loader showing; opening the page again fetches again.
    pending.then(
      () => live && loaded(),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [pending]);
  return pending === undefined;
}
