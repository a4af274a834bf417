/**
 * A service's name as the screens show it. A catalogue service reads by its title in the language
 * on screen (schemas/<folder>/translations: `catalog#/title`); anything else the server names (a
 * water bill) reads as the server named it.
 */
import { useCallback } from 'react';
import { catalogEntry } from '@/config/service-catalog';
import { useServiceTexts } from '@/forms/catalog/service-titles';
import { DEFAULT_LANGUAGE } from '@/domain/i18n/languages';
import { useLanguage } from '@/i18n/use-t';

/** `name(serviceId, asNamed)`: the translated title of a catalogue service, else `asNamed`. */
export function useServiceName(): (serviceId: string | undefined, asNamed?: string) => string {
  const texts = useServiceTexts();
  const language = useLanguage();
  return useCallback(
    (serviceId, asNamed) => {
      // In English the server's name stands (the loaded definition's title).
      if (language === DEFAULT_LANGUAGE && asNamed) return asNamed;
      return serviceId && catalogEntry(serviceId)
        ? texts.title(serviceId)
        : (asNamed ?? serviceId ?? '');
    },
    [texts, language],
  );
}
