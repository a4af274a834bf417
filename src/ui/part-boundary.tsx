import { Suspense, type ReactNode } from 'react';
import { browser } from '@/lib/browser';
import { useT } from '@/i18n/use-t';
import { ErrorBoundary } from './error-boundary';
import { NoticeWithButton } from './notice-with-button';

/**
 * Around a part of a screen whose code loads on demand: `fallback` (nothing by default) while it
 * loads; if it fails (most often its download), a notice takes that part's place only, and the
 * rest of the screen and what was typed stay. The notice asks for a reload: a browser keeps a
 * failed module download as failed for the page's life (Chromium; whatwg/html#10327). A new
 * `resetKey` (the step, say) tries the part again.
 */
export function PartBoundary({
  children,
  fallback = null,
  resetKey,
}: {
  children: ReactNode;
  fallback?: ReactNode;
  resetKey?: unknown;
}) {
  return (
    <ErrorBoundary resetKey={resetKey} fallback={<UnreachableNotice />}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/** Part of the page could not be downloaded: check the connection, then reload (a button). */
export function UnreachableNotice() {
  const t = useT();
  return (
    <NoticeWithButton label={t('shell.status.reloadPage')} onClick={() => browser.reload()}>
      {t('shell.status.partUnreachable')}
    </NoticeWithButton>
  );
}
