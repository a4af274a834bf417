import type { ReactNode } from 'react';
import { PageLoader } from './page-loader';
import { Notice } from './notice';
import type { Load } from '@/lib/use-api';
import { useT } from '@/i18n/use-t';
import { NoticeWithButton } from './notice-with-button';

/** Shows a spinner while loading, the error with 'Try again', or the loaded content. No MUI. */
export function LoadView<T>({
  load,
  reload,
  children,
}: {
  load: Load<T>;
  reload?: () => void;
  children: (data: T) => ReactNode;
}) {
  const t = useT();
  if (load.status === 'loading') return <PageLoader />;
  if (load.status === 'error') {
    return reload ? (
      <NoticeWithButton label={t('common.tryAgain')} onClick={reload}>
        {load.message}
      </NoticeWithButton>
    ) : (
      <Notice severity="error">{load.message}</Notice>
    );
  }
  return <>{children(load.data)}</>;
}
