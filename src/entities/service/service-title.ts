/**
 * A service's name as the screens show it. A catalogue service reads by its title in the language
 * on screen (schemas/<folder>/translations: `catalog#/title`); anything else the server names (a
 * water bill) reads as the server named it.
 */
import { useCallback } from 'react';
import { catalogEntry } from '@/config/service-catalog';
import { useServiceTexts } from '@/forms/catalog/service-titles';

/** `name(serviceId, asNamed)`: the translated title of a catalogue service, else `asNamed`. */
export function useServiceName(): (serviceId: string | undefined, asNamed?: string) => string {
  const texts = useServiceTexts();
  return useCallback(
    (serviceId, asNamed) =>
      serviceId && catalogEntry(serviceId) ? texts.title(serviceId) : (asNamed ?? serviceId ?? ''),
    [texts],
  );
}
