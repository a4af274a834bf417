import Alert from '@mui/material/Alert';
import { useT } from '@/i18n/use-t';
import { PageHeader } from './page-header';

/** A screen that is not built yet: says so plainly, with no made-up data or idle buttons. */
export function NotAvailable({ title, message }: { title: string; message?: string }) {
  const t = useT();
  return (
    <>
      <PageHeader title={title} />
      <Alert severity="info" sx={{ maxWidth: 720 }}>
        {message ?? t('shell.notAvailable')}
      </Alert>
    </>
  );
}
