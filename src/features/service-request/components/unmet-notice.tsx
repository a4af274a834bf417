import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useT } from '@/i18n/use-t';

/** Why the service is not open for this plot yet: each precondition it does not meet. */
export function UnmetNotice({ messages }: { messages: readonly string[] }) {
  const t = useT();
  return (
    <Alert severity="warning">
      <AlertTitle>{t('plots.request.notOpen')}</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </Alert>
  );
}
