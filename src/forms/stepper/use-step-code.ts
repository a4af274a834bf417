import { startTransition, useEffect, useState } from 'react';
import type { PortalFormModule, StepFormCode } from '../theme/step-form-code';

/**
 * A step's form code (MUI's form, with the step validators) once it is in; while it is not and
 * `wanted`, loads it and renders the step again once it is, in a transition. The step does not
 * suspend for it: React holds back the reveal of a suspended part until 300 ms after its fallback
 * appeared (its Suspense throttle, retries only), so the fields of a step opened while its code was
 * on its way came up to 300 ms after they were ready. A failed download is thrown to the step's
 * boundary (its notice); the next step mounted tries again.
 */
export function useStepCode(code: StepFormCode, wanted: boolean): PortalFormModule | undefined {
  const loaded = code.loaded();
  const ready = loaded !== undefined;
  const [, arrived] = useState(0);
  const [failure, setFailure] = useState<Error>();
  useEffect(() => {
    if (!wanted || ready) return undefined;
    let live = true;
    code.load().then(
      () => {
        if (live) startTransition(() => arrived((n) => n + 1));
      },
      (error: unknown) => {
        if (live) setFailure(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return () => {
      live = false;
    };
  }, [code, wanted, ready]);
  if (failure) throw failure;
  return loaded;
}
