import { useT } from '@/i18n/use-t';
import styles from './skip-link.module.css';

/** "Skip to main content": the first tab stop, visible only while focused. */
export function SkipLink() {
  const t = useT();
  return (
    <a href="#main-content" className={styles.skip}>
      {t('shell.skipLink')}
    </a>
  );
}
