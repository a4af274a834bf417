import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { formatDate } from '@/domain/format';
import { useT } from '@/i18n/use-t';
import type { LocalCopy } from './local-copy';

/** Props of RestoreOffer. */
export interface RestoreOfferProps {
  copy: LocalCopy;
  onRestore: () => void;
  onDiscard: () => void;
}

/** Offers back the answers typed on this device that did not reach the server. */
export function RestoreOffer({ copy, onRestore, onDiscard }: RestoreOfferProps) {
  const t = useT();
  const title = t('forms.restore.title');
  const text = copy.at
    ? t('forms.restore.textAt', {
        date: formatDate(copy.at, 'dd-MM-yyyy'),
        time: formatDate(copy.at, 'HH:mm'),
      })
    : t('forms.restore.text');
  return (
    <Alert severity="warning" sx={{ mb: 2 }} role="region" aria-label={title}>
      <AlertTitle>{title}</AlertTitle>
      {text}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button variant="contained" size="small" onClick={onRestore}>
          {t('forms.restore.restore')}
        </Button>
        <Button size="small" onClick={onDiscard}>
          {t('forms.restore.discard')}
        </Button>
      </Box>
    </Alert>
  );
}
