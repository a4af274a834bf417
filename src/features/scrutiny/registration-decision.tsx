import { useState } from 'react';
import Button from '@mui/material/Button';
import { reviewRegistration, type BackOfficeFacts } from '@/api/plot-registrations';
import { ensureSuccess } from '@/api/response';
import { BackOfficeFactsFields, filledFacts } from './back-office-facts';
import { RemarksDialog, type RemarksDecision } from './remarks-dialog';

type Decision = 'verify' | 'reject';
const labels: Record<Decision, string> = { verify: 'Verify plot', reject: 'Reject' };

/** Verify or reject one pending registration, in a dialog (a rejection needs a remark). */
export function RegistrationDecision({
  plotId,
  plotName,
  onDone,
}: {
  plotId: string;
  plotName: string;
  onDone: () => void;
}) {
  const [open, setOpen] = useState<Decision | null>(null);
  const [facts, setFacts] = useState<BackOfficeFacts>({});
  const decision: RemarksDecision | null = open && {
    label: labels[open],
    subject: plotName,
    required: open === 'reject',
    requiredLabel: 'Reason for the plot holder',
    missingMessage: 'Please tell the plot holder why it is rejected.',
    take: async (remarks) => {
      const recorded = open === 'verify' ? filledFacts(facts) : undefined;
      ensureSuccess(await reviewRegistration(plotId, open, remarks, recorded));
      return open === 'verify' ? `${plotName} is verified.` : `${plotName} is rejected.`;
    },
  };
  return (
    <>
      <Button
        variant="contained"
        color="success"
        aria-label={`Verify ${plotName}`}
        onClick={() => setOpen('verify')}
      >
        {labels.verify}
      </Button>
      <Button
        variant="outlined"
        color="error"
        aria-label={`Reject ${plotName}`}
        onClick={() => setOpen('reject')}
      >
        {labels.reject}
      </Button>
      <RemarksDialog
        decision={decision}
        onClose={() => {
          setOpen(null);
          setFacts({});
        }}
        onDone={onDone}
      >
        {open === 'verify' ? <BackOfficeFactsFields value={facts} onChange={setFacts} /> : null}
      </RemarksDialog>
    </>
  );
}
