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
  // As the portal's entry starts the texts (i18n.ts preloadAreas, without the i18n module, which
  // would otherwise enter this entry that (c) loads too) and its service page the service's files
  // and validators: beside the engine's code, each from a small chunk.
  void import('@/i18n/area-loaders')
    .then(({ areaLoaders }) => Promise.all(Object.values(areaLoaders.en).map((load) => load())))
    .catch(() => undefined);
  void import('./engine-preload').then(({ preloadTarget }) => preloadTarget(target));
  const { EngineForm } = await import('./engine-form');
  root.render(<EngineForm target={target} />);
}

start().catch((e: unknown) => {
  window.__benchError = String(e);
});
