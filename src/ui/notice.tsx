import type { ReactNode } from 'react';
import { BarIcon } from './bar-icons';
import base from './button-base.module.css';
import styles from './notice.module.css';

/**
 * A page's notice (MUI's Alert, standard variant, in plain CSS): what went wrong or what is
 * missing, with at most one way on (`action`). Announced as an alert, as MUI's.
 */
export function Notice({
  severity,
  action,
  children,
}: {
  severity: 'info' | 'error';
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div role="alert" className={`${styles.notice} ${styles[severity]}`}>
      <div className={styles.icon}>
        <BarIcon
          name={severity === 'error' ? 'errorOutline' : 'infoOutline'}
          className={base.icon}
        />
      </div>
      <div className={styles.message}>{children}</div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
