/**
 * The form benchmark harness (scripts/bench/forms.ts builds and serves it; never shipped to users).
 * The query string says what to render:
 *   ?variant=engine&service=<id>&step=<step id>  a catalogue service in the portal's stepper
 *   ?variant=engine&synthetic=<n>               the synthetic n-field service in the stepper
 *   ?variant=plain&synthetic=<n>                the same schema in a plain @rjsf/mui Form
 * Each variant's code is loaded on its own, so the plain form does not load the engine; the engine
 * variants fetch the service's files and validators beside it, as the portal's service page does.
 */
import { createRoot } from 'react-dom/client';

const params = new URLSearchParams(window.location.search);
const synthetic = Number(params.get('synthetic') ?? 0);
const root = createRoot(document.getElementById('root') as HTMLElement);

async function start() {
  if (params.get('variant') === 'plain') {
    const { PlainForm } = await import('./plain-form');
    root.render(<PlainForm n={synthetic} />);
    return;
  }
  const target = synthetic
    ? { synthetic }
    : { service: params.get('service') ?? '', step: params.get('step') };
  // As the portal's service page: the service's files and validators load beside the code.
  void import('./engine-preload').then(({ preloadTarget }) => preloadTarget(target));
  const { EngineForm } = await import('./engine-form');
  root.render(<EngineForm target={target} />);
}

start().catch((e: unknown) => {
  window.__benchError = String(e);
});
