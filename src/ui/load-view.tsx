import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { PageLoader } from './page-loader';
import type { Load } from '@/lib/use-api';
import { useT } from '@/i18n/use-t';

/** Shows a spinner while loading, the error with 'Try again', or the loaded content. */
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
    return (
      <Alert
        severity="error"
        sx={{ maxWidth: 720 }}
        action={reload ? <Button onClick={reload}>{t('common.tryAgain')}</Button> : undefined}
      >
        {load.message}
      </Alert>
    );
  }
  return <>{children(load.data)}</>;
}
