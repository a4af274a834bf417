/**
 * Loads the registration form for the stepper: its schema files through the engine's loader (as
 * a catalogue service's are) and the industrial areas, which become the area field's options.
 */
import { useEffect, useState } from 'react';
import type { JSONSchema7 } from 'json-schema';
import type { Issue } from '@/domain/catalog/issues';
import type { LoadedService } from '@/domain/catalog/types';
import { plotRegistrationEntry } from '@/domain/plot-registration';
import { loadServiceFiles } from '@/forms/catalog/schema-files';
import { loadFromFiles } from '@/forms/catalog/use-service';
import { getIndustrialAreas, type IndustrialArea } from './api';

/** Where loading the form stands. */
export type RegistrationFormLoad =
  | { status: 'loading' }
  | { status: 'ready'; service: LoadedService }
  | { status: 'error'; message: string; issues?: Issue[] };

/** The form with the area field offering `areas` by name (the server checks the id again). */
export function withAreas(service: LoadedService, areas: IndustrialArea[]): LoadedService {
  const schema = structuredClone(service.schema);
  const plotInfo = schema.properties?.plotInfo as JSONSchema7 | undefined;
  const field = plotInfo?.properties?.IndustrialAreaId as JSONSchema7 | undefined;
  if (field) {
    field.oneOf = areas.map((a) => ({
      const: a.IndustrialAreaId,
      title: `${a.Name} (${a.DistrictName} district)`,
    }));
  }
  return { ...service, schema };
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
