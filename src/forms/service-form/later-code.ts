/**
 * The code a service's steps need beyond its first step of facts: MUI's form, the service's step
 * validators and the stepper screen's MUI parts. A new application asks for it once its first step
 * is on screen (the stepper's `laterCode`); a resumed one that opens further on asks as soon as its
 * record names the step (preloadLaterCode).
 */
import { serviceFilePaths } from '@/domain/catalog/load-service';
import { isRecord } from '@/domain/catalog/json';
import { catalogEntry } from '@/config/service-catalog';
import { loadedModule } from '@/lib/lazy-module';
import { loadSchemaFile } from '../catalog/schema-files';
import type { CodeLoad } from '../stepper/stepper-context';
import { stepFormCode } from '../theme/step-form-code';
import { loadStepperParts } from './stepper-parts-loader';

/** The later code of the service in `folder` under schemas/. */
export function laterCode(folder: string): CodeLoad {
  const form = stepFormCode(folder);
  return {
    ready: () => Boolean(form.loaded() && loadedModule(loadStepperParts)),
    load: () => Promise.all([form.load(), loadStepperParts()]),
  };
}

/**
 * Starts the later code of a resumed application that opens on `step` when that is not the
 * service's first step (every first step is facts, drawn without it): the step then waits for
 * this code, which on a phone's connection is the page's largest download, so it is asked for
 * beside the plot and the rates rather than after the stepper's first render. Nothing happens for
 * an unknown service or a first step; a failed download is tried again when the step asks.
 */
export async function preloadLaterCode(serviceId: string, step: string): Promise<void> {
  const entry = catalogEntry(serviceId);
  if (!entry) return;
  const steps = await loadSchemaFile(serviceFilePaths(entry).steps);
  const list = isRecord(steps) && Array.isArray(steps.steps) ? steps.steps : [];
  const first = list.find(isRecord)?.id;
  if (typeof first !== 'string' || first === step) return;
  await laterCode(entry.folder)
    .load()
    .catch(() => undefined);
}
