import { useMemo, useSyncExternalStore } from 'react';
import { i18n, type t as translate } from './i18n';
import type { UiLanguage } from '@/domain/i18n/languages';

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const snapshot = () => i18n.locale as UiLanguage;

/** The language on screen; a component using it renders again when the language changes. */
export function useLanguage(): UiLanguage {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/**
 * The translate function for a component: `t('plots.summary.title', { plot })`. It changes with
 * the language, so memos and effects that list it as a dependency run again after a switch.
 */
export function useT(): typeof translate {
  const language = useLanguage();
  return useMemo(
    () => (id, values) => i18n._(id, values),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new function per language on purpose
    [language],
  );
}
