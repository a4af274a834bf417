import { useState } from 'react';
import Button from '@mui/material/Button';
import { takeScrutinyAction, type ScrutinyAction } from '@/api/scrutiny';
import { ensureSuccess } from '@/api/response';
import { RemarksDialog, type RemarksDecision } from './remarks-dialog';

/** Each decision, its button, and what the toast says happened to application `id`. */
const actions: {
  action: ScrutinyAction;
  label: string;
  needsRemarks: boolean;
  done: (id: string) => string;
}[] = [
  {
    action: 'startScrutiny',
    label: 'Start scrutiny',
    needsRemarks: false,
    done: (id) => `Scrutiny of application ${id} started`,
  },
  {
    action: 'seekClarification',
    label: 'Seek clarification',
    needsRemarks: true,
    done: (id) => `Clarification sought on application ${id}`,
  },
  {
    action: 'approve',
    label: 'Approve',
    needsRemarks: false,
    done: (id) => `Application ${id} approved`,
  },
  {
    action: 'reject',
    label: 'Reject',
    needsRemarks: true,
    done: (id) => `Application ${id} rejected`,
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
  const decision: RemarksDecision | null = open && {
    label: open.label,
    subject: submissionId,
    required: open.needsRemarks,
    requiredLabel: 'Remarks for the applicant',
    missingMessage: 'Please enter the remarks for the applicant.',
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
          {a.label}
        </Button>
      ))}
      <RemarksDialog decision={decision} onClose={() => setOpen(null)} onDone={onDone} />
    </>
  );
}
