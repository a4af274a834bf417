import Alert from '@mui/material/Alert';
import { PageHeader } from './page-header';

/** A screen that is not built yet: says so plainly, with no made-up data or idle buttons. */
export function NotAvailable({ title, message }: { title: string; message?: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Alert severity="info" sx={{ maxWidth: 720 }}>
        {message ??
          'This screen is not available yet. It is being built and will appear here in a later release.'}
      </Alert>
    </>
  );
}
