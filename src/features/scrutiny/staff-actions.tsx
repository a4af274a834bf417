import { useState } from 'react';
import Button from '@mui/material/Button';
import { takeScrutinyAction, type ScrutinyAction } from '@/api/scrutiny';
import { ensureSuccess } from '@/api/response';
import { RemarksDialog, type RemarksDecision } from './remarks-dialog';
import { t } from '@/i18n/i18n';
import type { MessageId } from '@/i18n/message-ids';
import { useT } from '@/i18n/use-t';

/** Each decision, its button, and what the toast says happened to application `id`. */
const actions: {
  action: ScrutinyAction;
  label: MessageId;
  needsRemarks: boolean;
  done: (id: string) => string;
}[] = [
  {
    action: 'startScrutiny',
    label: 'scrutiny.action.start',
    needsRemarks: false,
    done: (id) => t('scrutiny.action.started', { id }),
  },
  {
    action: 'seekClarification',
    label: 'scrutiny.action.seekClarification',
    needsRemarks: true,
    done: (id) => t('scrutiny.action.clarificationSought', { id }),
  },
  {
    action: 'approve',
    label: 'scrutiny.action.approve',
    needsRemarks: false,
    done: (id) => t('scrutiny.action.approved', { id }),
  },
  {
    action: 'reject',
    label: 'scrutiny.action.reject',
    needsRemarks: true,
    done: (id) => t('scrutiny.action.rejected', { id }),
  },
];

/** The staff decisions the application allows now, each confirmed in a dialog with remarks. */
export function StaffActions({
  submissionId,
  allowed,
  onDone,
}: {
  submissionId: string;
  allowed: readonly string[];
  onDone: () => void;
}) {
  const [open, setOpen] = useState<(typeof actions)[number] | null>(null);
  const tr = useT();
  const decision: RemarksDecision | null = open && {
    label: tr(open.label),
    subject: submissionId,
    required: open.needsRemarks,
    requiredLabel: tr('scrutiny.action.remarksLabel'),
    missingMessage: tr('scrutiny.action.remarksMissing'),
    take: async (remarks) => {
      ensureSuccess(await takeScrutinyAction(submissionId, open.action, remarks));
      return open.done(submissionId);
    },
  };
  const shown = actions.filter((a) => allowed.includes(a.action));
  if (shown.length === 0) return null;
  return (
    <>
      {shown.map((a) => (
        <Button
          key={a.action}
          variant={a.action === 'reject' ? 'outlined' : 'contained'}
          color={a.action === 'reject' ? 'error' : a.action === 'approve' ? 'success' : 'primary'}
          onClick={() => setOpen(a)}
        >
          {tr(a.label)}
        </Button>
      ))}
      <RemarksDialog decision={decision} onClose={() => setOpen(null)} onDone={onDone} />
    </>
  );
}
