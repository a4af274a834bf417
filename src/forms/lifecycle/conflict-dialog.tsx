import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDate } from '@/domain/format';
import { useT } from '@/i18n/use-t';
import { formatValue } from '../review/format-value';
import { useStepper } from '../stepper/stepper-context';
import { answersAtom } from '../stepper/stepper-state';
import { conflictAtom, differingAnswers } from './conflict';
import { useStepperValue } from '../stepper/use-stepper-value';

/** Props of ConflictDialog. */
export interface ConflictDialogProps {
  /** Keeps the answers of this page (saved over the other version). */
  onKeepMine: () => void;
  /** Takes the version saved elsewhere (this page's answers are replaced). */
  onUseStored: () => void;
}

/**
 * The choice after a refused stale save: the answers that differ — saved elsewhere and on this
 * page — side by side, and one button for each version. Nothing is saved until one is chosen.
 */
export function ConflictDialog({ onKeepMine, onUseStored }: ConflictDialogProps) {
  const c = useStepper();
  const t = useT();
  const conflict = useStepperValue(conflictAtom);
  const mine = useStepperValue(answersAtom);
  if (!conflict) return null;
  const { service } = c.config;
  const rows = differingAnswers(service, conflict.stored.data, mine);
  const elsewhere = conflict.stored.at
    ? t('forms.conflict.savedElsewhereAt', { time: formatDate(conflict.stored.at, 'HH:mm') })
    : t('forms.conflict.savedElsewhere');
  const show = (schema: (typeof rows)[number]['schema'], value: unknown) =>
    value === undefined || value === '' ? '—' : formatValue(schema ?? {}, value);
  return (
    <Dialog open aria-labelledby="conflict-title" maxWidth="md" fullWidth sx={phoneRoom}>
      <DialogTitle id="conflict-title">{t('forms.conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{conflict.message}</DialogContentText>
        {rows.length === 0 ? (
          <DialogContentText>{t('forms.conflict.same')}</DialogContentText>
        ) : (
          <Table size="small" aria-label={t('forms.conflict.tableLabel')} sx={tableFit}>
            <TableHead>
              <TableRow>
                <TableCell component="th">{t('forms.conflict.question')}</TableCell>
                <TableCell component="th">{elsewhere}</TableCell>
                <TableCell component="th">{t('forms.conflict.onThisPage')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.path}>
                  <TableCell>{row.label}</TableCell>
                  <TableCell>{show(row.schema, row.stored)}</TableCell>
                  <TableCell>{show(row.schema, row.mine)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onUseStored}>{t('forms.conflict.useStored')}</Button>
        <Button variant="contained" onClick={onKeepMine}>
          {t('forms.conflict.keepMine')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** On a phone the dialog takes nearly the whole width, so three columns keep whole words. */
const phoneRoom = {
  '& .MuiDialog-paper': { mx: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)', sm: undefined } },
  '& .MuiDialogContent-root': { px: { xs: 2, sm: 3 } },
} as const;

/** Equal columns; a word breaks only when it cannot fit a line of its own (a long file name). */
const tableFit = {
  tableLayout: 'fixed',
  '& .MuiTableCell-root': { overflowWrap: 'break-word', px: { xs: 1, sm: 2 } },
} as const;
