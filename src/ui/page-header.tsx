import { useEffect, type ReactNode } from 'react';
import { useT } from '@/i18n/use-t';
import styles from './page-header.module.css';

/**
 * The page's h1 (focus target after navigation) and the browser tab title. Plain elements and
 * CSS: it is drawn before MUI is needed on a page.
 */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  const t = useT();
  useEffect(() => {
    document.title = t('shell.documentTitle', { page: title, app: t('core.app.name') });
  }, [title, t]);
  return (
    <header className={styles.header}>
      <h1 className={styles.title} tabIndex={-1}>
        {title}
      </h1>
      {children ? <p className={styles.lead}>{children}</p> : null}
    </header>
  );
}
