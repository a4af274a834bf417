import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useFormState } from '@/lib/use-form-state';
import { dialogue, toast } from '@/ui/alerts';
import { t } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';

/** A staff decision as the dialog shows it. */
export interface RemarksDecision {
  /** The decision's name, on the dialog's title and its confirm button. */
  label: string;
  /** What it is taken on, after the label in the title (a plot, a SubmissionId). */
  subject: string;
  /**
   * Whether the decision needs remarks, and then how the box and its error read (the label
   * without "(required)": the box adds its own " *").
   */
  required: boolean;
  requiredLabel: string;
  missingMessage: string;
  /**
   * Takes the decision with the trimmed remarks; resolves with what happened, in words ("Application
   * SWC-2026-000001 approved"), for the toast; throws why not.
   */
  take: (remarks: string) => Promise<string>;
}

/**
 * Confirms a staff decision with remarks (required for some): the decision runs on confirm, the
 * dialog closes, and a toast says it is done or a dialogue says why not. Closed when `decision`
 * is null; the remarks are cleared on every close.
 */
export function RemarksDialog({
  decision,
  onClose,
  onDone,
  children,
}: {
  decision: RemarksDecision | null;
  onClose: () => void;
  onDone: () => void;
  /** Fields of the decision shown above the remarks (the caller keeps their values). */
  children?: ReactNode;
}) {
  const form = useFormState(
    { remarks: '' },
    ({ remarks }) => ({
      remarks: decision?.required && !remarks.trim() ? decision.missingMessage : undefined,
    }),
    { touchOnChange: false },
  );
  const tr = useT();
  const close = () => {
    form.reset();
    onClose();
  };
  const confirm = () =>
    form.submit(async () => {
      if (!decision) return;
      try {
        const text = await decision.take(form.values.remarks.trim());
        close();
        void toast({ icon: 'success', title: text, text: '', timer: 3000 });
        onDone();
      } catch (e) {
        close();
        const text = (e as Error).message || t('scrutiny.error.generic');
        await dialogue({ icon: 'error', title: t('scrutiny.error.title'), text });
      }
    });
  return (
    <Dialog open={decision !== null} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>
        {decision
          ? tr('scrutiny.dialog.title', { decision: decision.label, subject: decision.subject })
          : null}
      </DialogTitle>
      <DialogContent>
        {children}
        <TextField
          fullWidth
          multiline
          minRows={3}
          margin="dense"
          label={
            decision?.required ? decision.requiredLabel : tr('scrutiny.dialog.remarksOptional')
          }
          value={form.values.remarks}
          required={decision?.required}
          error={Boolean(form.errorOf('remarks'))}
          helperText={form.errorOf('remarks') ?? ' '}
          onChange={(e) => form.set('remarks', e.target.value)}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{tr('common.cancel')}</Button>
        <Button variant="contained" disabled={form.busy} onClick={() => void confirm()}>
          {decision?.label}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
