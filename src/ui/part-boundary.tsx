import type { ReactNode } from 'react';
import { useT } from '@/i18n/use-t';
import { ErrorBoundary } from './error-boundary';
import { Notice } from './notice';

/**
 * Around a part of a screen whose code loads on demand: if it fails (most often its download), a
 * notice takes that part's place only, and the rest of the screen and what was typed stay. A new
 * `resetKey` (the step, say) tries the part again.
 */
export function PartBoundary({ children, resetKey }: { children: ReactNode; resetKey?: unknown }) {
  const t = useT();
  return (
    <ErrorBoundary
      resetKey={resetKey}
      fallback={<Notice severity="error">{t('shell.status.networkConnection.text')}</Notice>}
    >
      {children}
    </ErrorBoundary>
  );
}
