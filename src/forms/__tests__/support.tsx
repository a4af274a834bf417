/** Test support: the real catalogue services, loaded the way the server reads them, and a renderer. */
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { filesFromGlob } from '@/domain/catalog/files';
import { cloneJson, type JsonObject } from '@/domain/catalog/json';
import { loadCatalog } from '@/domain/catalog/load-catalog';
import { loadService } from '@/domain/catalog/load-service';
import type { LoadedService } from '@/domain/catalog/types';
import { RATES_FILE, defaultRates } from '@/domain/fees/rates';
import { renderWithProviders } from '@/testing/render-with-providers';
import catalogJson from '../../../services.catalog.json';
import { withEngineUi } from '../catalog/engine-ui';
import { ServiceStepper, type ServiceStepperProps } from '../service-form/service-stepper';
import { loadStepperParts } from '../service-form/stepper-parts-loader';
import { loadPortalForm } from '../theme/portal-form-loader';

// The code a service page loads after its first step (MUI's form and parts) is in before each
// test renders, as the English texts are (tests/support/setup-dom.ts): tests of what a step does
// see it at once. Tests of the loading itself hold or fail these loaders.
await Promise.all([loadPortalForm(), loadStepperParts()]);

/** Every schema file, eagerly (tests only; the browser loads them lazily). */
export const files = filesFromGlob(
  import.meta.glob('/schemas/**/*.json', { eager: true, import: 'default' }),
);

/** The default rate table. */
export const rates = defaultRates(files[RATES_FILE]);

/** The three authored services' ids. */
export const authored = [
  'TimeLimitExtensionService',
  'SubLetteservice',
  'TreeFellingRePlantationService',
];

/** A catalogue service, loaded with the engine's UI. */
export function service(id: string): LoadedService {
  const entry = loadCatalog(catalogJson).find((e) => e.id === id);
  if (!entry) throw new Error(`no service ${id}`);
  return withEngineUi(loadService(files, entry));
}

/** The service's sample answers (a fresh copy). */
export function sample(s: LoadedService): JsonObject {
  return cloneJson(s.sample.data);
}

/** Renders a stepper for a service with sensible defaults. */
export function renderStepper(
  s: LoadedService,
  props: Partial<ServiceStepperProps> = {},
  ui?: (el: ReactElement) => ReactElement,
) {
  const element = (
    <ServiceStepper
      service={s}
      mode="preview"
      plotId="P-1"
      plotFacts={s.sample.plot}
      rates={rates}
      status="New"
      initialAnswers={{}}
      {...props}
    />
  );
  return renderWithProviders(ui ? ui(element) : element);
}

/** Answers every fetch with the envelope `route(url, init)` returns; records the calls. */
export function stubFetch(route: (url: string, init: RequestInit | undefined) => unknown) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({
      url,
      method: init?.method ?? 'GET',
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const answer = route(url, init);
    const [status, body] = Array.isArray(answer) ? (answer as [number, unknown]) : [200, answer];
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** The envelope of a successful answer. */
export const ok = (Data: unknown) => ({ IsSuccess: true, Message: '', Data });

/** jsdom renders MUI forms slowly, more so when test files run side by side. */
export const SLOW = { timeout: 30000 };
