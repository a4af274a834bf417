/**
 * Loads the registration form for the stepper: its schema files through the engine's loader (as
 * a catalogue service's are) and the industrial areas, which become the area field's options.
 */
import { useEffect, useState } from 'react';
import type { Issue } from '@/domain/catalog/issues';
import type { LoadedService, UiSchema } from '@/domain/catalog/types';
import { plotRegistrationEntry } from '@/domain/plot-registration';
import { loadServiceFiles } from '@/forms/catalog/schema-files';
import { loadFromFiles } from '@/forms/catalog/use-service';
import { getIndustrialAreas, type IndustrialArea } from '@/api/plot-registrations';

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
        label: `${a.Name} (${a.DistrictName} district)`,
      })),
    },
  };
  return { ...service, uiSchema };
}

/** Loads the form and the areas once; `attempt` changes retry. */
export function useRegistrationForm(attempt: number): RegistrationFormLoad {
  const [load, setLoad] = useState<{ attempt: number; load: RegistrationFormLoad } | null>(null);
  useEffect(() => {
    let live = true;
    const done = (l: RegistrationFormLoad) => live && setLoad({ attempt, load: l });
    Promise.all([loadServiceFiles(plotRegistrationEntry), getIndustrialAreas()]).then(
      ([files, areas]) => {
        const loaded = loadFromFiles(files, plotRegistrationEntry);
        if (loaded.status === 'error')
          return done({
            status: 'error',
            message: 'The form could not be loaded.',
            issues: loaded.issues,
          });
        if (loaded.status !== 'ready' || !areas.IsSuccess)
          return done({
            status: 'error',
            message: areas.Message || 'The industrial areas could not be loaded.',
          });
        done({ status: 'ready', service: withAreas(loaded.service, areas.Data) });
      },
      () =>
        done({
          status: 'error',
          message: 'The form could not be loaded. Please check your connection.',
        }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return load?.attempt === attempt ? load.load : { status: 'loading' };
}
