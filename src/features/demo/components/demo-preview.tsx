import { useMemo } from 'react';
import type { SchemaFiles } from '@/domain/catalog/files';
import { cloneJson } from '@/domain/catalog/json';
import type { CatalogEntry } from '@/domain/catalog/types';
import { RATES_FILE, defaultRates } from '@/domain/fees/rates';
import { ServiceError } from '@/forms/catalog/service-error';
import { useShownDefinition } from '@/forms/catalog/use-service';
import { ServiceStepper } from '@/forms/service-form/service-stepper';
import { useT } from '@/i18n/use-t';
import { SampleCheck } from './sample-check';

const keys = new WeakMap<object, number>();
let nextKey = 0;

/** A key per loaded definition, so an edit (a new definition) mounts a fresh stepper. */
function keyOf(service: object): number {
  if (!keys.has(service)) keys.set(service, ++nextKey);
  return keys.get(service) as number;
}

/** Props of DemoPreview. */
export interface DemoPreviewProps {
  entry: CatalogEntry;
  files: SchemaFiles;
  step: string | null;
  onStep: (stepId: string) => void;
}

/**
 * The service rendered by the real stepper in preview mode: its sample answers and sample plot,
 * the cost at the default rates from _shared/rates.json, no server involved.
 */
export function DemoPreview({ entry, files, step, onStep }: DemoPreviewProps) {
  const t = useT();
  // In the language on screen, like the portal's own forms.
  const load = useShownDefinition(files, entry);
  const rates = useMemo(() => defaultRates(files[RATES_FILE]), [files]);
  if (load.status === 'loading') return null;
  if (load.status !== 'ready') {
    return (
      <ServiceError
        title={t('shell.demo.cannotRender')}
        issues={load.status === 'error' ? load.issues : []}
      />
    );
  }
  const { service } = load;
  return (
    <>
      <SampleCheck service={service} rates={rates} />
      <ServiceStepper
        // Every edit of the definition renders a new stepper, opened on the same step.
        key={keyOf(service)}
        service={service}
        mode="preview"
        plotId={String(service.sample.plot.plotId ?? 'sample')}
        plotFacts={service.sample.plot}
        rates={rates}
        status="New"
        initialAnswers={cloneJson(service.sample.data)}
        initialStep={step}
        onStepChange={onStep}
      />
    </>
  );
}
