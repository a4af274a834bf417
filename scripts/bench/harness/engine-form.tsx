/**
 * Variants (a), (b) and (d): a service rendered by the portal's own stepper in preview mode, with
 * no server, as /demo does (DemoPreview): its sample answers and plot, the default rates. Either a
 * catalogue service opened on a given step, or the synthetic service of n fields. The texts of
 * every area are loaded beside the files, as the portal's shell loads them before any page.
 */
import { useEffect, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { SchemaFiles } from '@/domain/catalog/files';
import { cloneJson } from '@/domain/catalog/json';
import type { LoadedService } from '@/domain/catalog/types';
import { RATES_FILE, defaultRates, type Rates } from '@/domain/fees/rates';
import { catalogEntry } from '@/config/service-catalog';
import { loadAllAreas } from '@/i18n/i18n';
import { loadSchemaFile, loadServiceFiles } from '@/forms/catalog/schema-files';
import { loadFromFiles } from '@/forms/catalog/use-service';
import { deferValidators, loadStepValidators } from '@/forms/validation/precompiled';
import { ServiceStepper } from '@/forms/service-form/service-stepper';
import { PortalThemeProvider } from '@/ui/theme-provider';
import { SYNTHETIC_SHARED, type EngineTarget } from './engine-preload';
import { ReadyMark } from './ready';
import { syntheticService } from './synthetic';

export type { EngineTarget };

async function load(target: EngineTarget): Promise<{ service: LoadedService; rates: Rates }> {
  const texts = loadAllAreas();
  let files: SchemaFiles;
  let entry;
  if ('synthetic' in target) {
    const synthetic = syntheticService(target.synthetic);
    const shared = SYNTHETIC_SHARED;
    // As a service page does: the domain validators after the first frame (precompiled.ts).
    deferValidators(synthetic.entry.folder);
    const [loaded] = await Promise.all([
      Promise.all(shared.map(loadSchemaFile)),
      loadStepValidators(synthetic.entry.folder),
    ]);
    files = { ...synthetic.files, ...Object.fromEntries(shared.map((p, i) => [p, loaded[i]])) };
    entry = synthetic.entry;
  } else {
    entry = catalogEntry(target.service);
    if (!entry) throw new Error(`unknown service ${target.service}`);
    // The step opened has fields: on the portal it waits for the step validators too.
    [files] = await Promise.all([
      loadServiceFiles(entry, undefined, 'steps'),
      loadStepValidators(entry.folder),
    ]);
  }
  await texts;
  const result = loadFromFiles(files, entry);
  if (result.status !== 'ready') throw new Error(`cannot load ${entry.id}`);
  return { service: result.service, rates: defaultRates(files[RATES_FILE]) };
}

/** Loads the target, then renders the stepper and the ready mark in one commit. */
export function EngineForm({ target }: { target: EngineTarget }) {
  const [loaded, setLoaded] = useState<Awaited<ReturnType<typeof load>> | null>(null);
  useEffect(() => {
    load(target).then(setLoaded, (e: unknown) => {
      window.__benchError = String(e);
    });
  }, [target]);
  if (!loaded) return null;
  const { service, rates } = loaded;
  return (
    <MemoryRouter>
      <PortalThemeProvider>
        <ServiceStepper
          service={service}
          mode="preview"
          plotId={String(service.sample.plot.plotId ?? 'sample')}
          plotFacts={service.sample.plot}
          rates={rates}
          status="New"
          initialAnswers={cloneJson(service.sample.data)}
          initialStep={'step' in target ? target.step : null}
        />
        <ReadyMark />
      </PortalThemeProvider>
    </MemoryRouter>
  );
}
