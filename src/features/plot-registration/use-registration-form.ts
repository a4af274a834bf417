/**
 * Loads the registration form for the stepper: its schema files through the engine's loader (as
 * a catalogue service's are) and the industrial areas, which become the area field's options.
 */
import { useMemo } from 'react';
import type { SchemaFiles } from '@/domain/catalog/files';
import type { Issue } from '@/domain/catalog/issues';
import type { LoadedService, UiSchema } from '@/domain/catalog/types';
import { plotRegistrationEntry } from '@/domain/plot-registration';
import { loadServiceFiles } from '@/forms/catalog/schema-files';
import { useShownDefinition } from '@/forms/catalog/use-service';
import { getIndustrialAreas, type IndustrialArea } from '@/api/plot-registrations';
import { useLoad } from '@/lib/use-load';
import { t } from '@/i18n/i18n';

/** Where loading the form stands. */
export type RegistrationFormLoad =
  | { status: 'loading' }
  | { status: 'ready'; service: LoadedService }
  | { status: 'error'; message: string; issues?: Issue[] };

/**
 * The form with the area field offering `areas` by name (the server checks the id again). The
 * options go into the UI schema: the schema stays as written, so its precompiled validators fit.
 */
export function withAreas(service: LoadedService, areas: IndustrialArea[]): LoadedService {
  const uiSchema = structuredClone(service.uiSchema);
  const plotInfo = (uiSchema.plotInfo ??= {}) as UiSchema;
  plotInfo.IndustrialAreaId = {
    ...(plotInfo.IndustrialAreaId as UiSchema | undefined),
    'ui:widget': 'ChoicesWidget',
    'ui:options': {
      choices: areas.map((a) => ({
        value: a.IndustrialAreaId,
        label: t('account.registration.areaOption', { area: a.Name, district: a.DistrictName }),
      })),
    },
  };
  return { ...service, uiSchema };
}

type Fetched =
  | { status: 'ready'; files: SchemaFiles; areas: IndustrialArea[] }
  | { status: 'error'; message: string };

/**
 * Loads the form's files and the areas once (`attempt` changes retry), and shows the form in the
 * language on screen: a switch changes its texts, never its answers.
 */
export function useRegistrationForm(attempt: number): RegistrationFormLoad {
  const { state } = useLoad<Fetched>(
    String(attempt),
    async () => {
      const [files, areas] = await Promise.all([
        loadServiceFiles(plotRegistrationEntry),
        getIndustrialAreas(),
      ]);
      if (!areas.IsSuccess)
        return { status: 'error', message: areas.Message || t('account.registration.areasFailed') };
      return { status: 'ready', files, areas: areas.Data };
    },
    () => ({
      status: 'error',
      message: t('account.registration.formFailedConnection'),
    }),
  );
  const fetched = state.status === 'ready' ? state : undefined;
  const shown = useShownDefinition(fetched?.files, plotRegistrationEntry);
  const service = shown.status === 'ready' ? shown.service : undefined;
  const areas = fetched?.areas;
  const withOptions = useMemo(
    () => (service && areas ? withAreas(service, areas) : undefined),
    [service, areas],
  );
  if (state.status === 'error') return state;
  if (shown.status === 'error')
    return { status: 'error', message: t('account.registration.formFailed'), issues: shown.issues };
  return withOptions ? { status: 'ready', service: withOptions } : { status: 'loading' };
}
