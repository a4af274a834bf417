import { useId } from 'react';
import {
  LANGUAGES,
  LANGUAGE_NAMES,
  htmlLang,
  isLanguage,
  type Language,
} from '@/domain/i18n/languages';
import { activateLanguage } from '@/i18n/i18n';
import { pickLanguage } from '@/i18n/language-choice';
import { useLanguage, useT } from '@/i18n/use-t';
import { visuallyHidden } from './visually-hidden';
import styles from './language-switcher.module.css';

/**
 * The language switcher (sign-in page and shell): each language named in its own script, the
 * choice remembered in this browser. `onChosen` lets a signed-in screen also save it on the profile;
 * `compact` drops the globe on narrow screens (the app bar at 360 px).
 */
export function LanguageSwitcher({
  onChosen,
  compact = false,
}: {
  onChosen?: (language: Language) => void;
  compact?: boolean;
}) {
  const t = useT();
  const language = useLanguage();
  const id = useId();

  const choose = (value: string) => {
    if (!isLanguage(value)) return;
    pickLanguage(value);
    void activateLanguage(value).then(() => onChosen?.(value));
  };

  return (
    <span className={compact ? `${styles.switcher} ${styles.compact}` : styles.switcher}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M3 12h18M12 3c3.5 3.5 3.5 14.5 0 18M12 3c-3.5 3.5-3.5 14.5 0 18"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        />
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
      <label htmlFor={id} style={visuallyHidden}>
        {t('core.language.label')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={isLanguage(language) ? language : ''}
        onChange={(event) => choose(event.target.value)}
      >
        {isLanguage(language) ? null : <option value="">{language}</option>}
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={htmlLang(code)}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </span>
  );
}
