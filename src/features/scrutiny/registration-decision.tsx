import { useState } from 'react';
import Button from '@mui/material/Button';
import { reviewRegistration, type BackOfficeFacts } from '@/api/plot-registrations';
import { ensureSuccess } from '@/api/response';
import { BackOfficeFactsFields, filledFacts } from './back-office-facts';
import { RemarksDialog, type RemarksDecision } from './remarks-dialog';
import { t } from '@/i18n/i18n';
import type { MessageId } from '@/i18n/message-ids';
import { useT } from '@/i18n/use-t';

type Decision = 'verify' | 'reject';
const labels: Record<Decision, MessageId> = {
  verify: 'scrutiny.registration.verify',
  reject: 'scrutiny.action.reject',
};

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
  const tr = useT();
  const decision: RemarksDecision | null = open && {
    label: tr(labels[open]),
    subject: plotName,
    required: open === 'reject',
    requiredLabel: tr('scrutiny.registration.reason'),
    missingMessage: tr('scrutiny.registration.reasonMissing'),
    take: async (remarks) => {
      const recorded = open === 'verify' ? filledFacts(facts) : undefined;
      ensureSuccess(await reviewRegistration(plotId, open, remarks, recorded));
      return open === 'verify'
        ? t('scrutiny.registration.verified', { plot: plotName })
        : t('scrutiny.registration.rejected', { plot: plotName });
    },
  };
  return (
    <>
      <Button
        variant="contained"
        color="success"
        aria-label={tr('scrutiny.registration.verifyLabel', { plot: plotName })}
        onClick={() => setOpen('verify')}
      >
        {tr(labels.verify)}
      </Button>
      <Button
        variant="outlined"
        color="error"
        aria-label={tr('scrutiny.registration.rejectLabel', { plot: plotName })}
        onClick={() => setOpen('reject')}
      >
        {tr(labels.reject)}
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
