import { useAtomValue } from 'jotai';
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
import { formatValue } from '../review/format-value';
import { useStepper } from '../stepper/stepper-context';
import { answersAtom } from '../stepper/stepper-state';
import { conflictAtom, differingAnswers } from './conflict';

/** Title of the choice between two versions of a draft. */
export const CONFLICT_TITLE = 'This draft was changed somewhere else';

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
  const conflict = useAtomValue(conflictAtom);
  const mine = useAtomValue(answersAtom);
  if (!conflict) return null;
  const { service } = c.config;
  const rows = differingAnswers(service, conflict.stored.data, mine);
  const when = conflict.stored.at ? ` (saved at ${formatDate(conflict.stored.at, 'HH:mm')})` : '';
  const show = (schema: (typeof rows)[number]['schema'], value: unknown) =>
    value === undefined || value === '' ? '—' : formatValue(schema ?? {}, value);
  return (
    <Dialog open aria-labelledby="conflict-title" maxWidth="md" fullWidth sx={phoneRoom}>
      <DialogTitle id="conflict-title">{CONFLICT_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{conflict.message}</DialogContentText>
        {rows.length === 0 ? (
          <DialogContentText>The two versions have the same answers.</DialogContentText>
        ) : (
          <Table size="small" aria-label="Answers that differ" sx={tableFit}>
            <TableHead>
              <TableRow>
                <TableCell component="th">Question</TableCell>
                <TableCell component="th">Saved elsewhere{when}</TableCell>
                <TableCell component="th">On this page</TableCell>
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
        <Button onClick={onUseStored}>Use the version saved elsewhere</Button>
        <Button variant="contained" onClick={onKeepMine}>
          Keep the answers on this page
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
