import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { formatDate } from '@/domain/format';
import type { LocalCopy } from './local-copy';

/** Title of the offer of answers kept on this device. */
export const RESTORE_TITLE = 'You have answers that were not saved';

/** Props of RestoreOffer. */
export interface RestoreOfferProps {
  copy: LocalCopy;
  onRestore: () => void;
  onDiscard: () => void;
}

/** Offers back the answers typed on this device that did not reach the server. */
export function RestoreOffer({ copy, onRestore, onDiscard }: RestoreOfferProps) {
  const when = copy.at
    ? ` on ${formatDate(copy.at, 'dd-MM-yyyy')} at ${formatDate(copy.at, 'HH:mm')}`
    : '';
  return (
    <Alert severity="warning" sx={{ mb: 2 }} role="region" aria-label={RESTORE_TITLE}>
      <AlertTitle>{RESTORE_TITLE}</AlertTitle>
      Answers you typed on this device{when} were not saved before the page closed. Restore them to
      carry on where you left off, or discard them to keep the answers shown below.
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button variant="contained" size="small" onClick={onRestore}>
          Restore my answers
        </Button>
        <Button size="small" onClick={onDiscard}>
          Discard them
        </Button>
      </Box>
    </Alert>
  );
}
