import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { availableActions } from '@/domain/applications/transition';
import type { ApplicationState } from '@/domain/applications/states';
import { Role } from '@/domain/roles';
import type { LoadedService } from '@/domain/catalog/types';
import type { MessageId } from '@/i18n/message-ids';
import { useT } from '@/i18n/use-t';
import { closeApplicationAction } from './close-actions';

/** The closing actions the applicant may take on a saved application. */
export type CloseAction = 'withdraw' | 'cancel' | 'delete';

const labels: Record<CloseAction, MessageId> = {
  withdraw: 'forms.lifecycle.withdrawButton',
  cancel: 'forms.lifecycle.cancelButton',
  delete: 'forms.lifecycle.deleteButton',
};

/** Props of LifecycleBar. */
export interface LifecycleBarProps {
  service: LoadedService;
  submissionId: string;
  status: ApplicationState;
  onClosed?: (action: CloseAction) => void;
}

/** Withdraw / cancel / delete, as the state machine allows them for the applicant, each confirmed. */
export function LifecycleBar({ service, submissionId, status, onClosed }: LifecycleBarProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  // The server checks ownership and rights; here the applicant's view decides which buttons show.
  const actor = { kind: 'user', role: Role.Investor, isOwner: true } as const;
  const actions = availableActions(status, actor, service.entry).filter(
    (a): a is CloseAction => a === 'withdraw' || a === 'cancel' || a === 'delete',
  );
  if (actions.length === 0) return null;
  const run = async (action: CloseAction) => {
    setBusy(true);
    const done = await closeApplicationAction(action, service.title, submissionId);
    setBusy(false);
    if (done) onClosed?.(action);
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
      {actions.map((a) => (
        // aria-disabled, not disabled: a disabled button drops the focus to the page.
        <Button
          key={a}
          color="error"
          size="small"
          aria-disabled={busy || undefined}
          onClick={() => void (busy ? undefined : run(a))}
        >
          {t(labels[a])}
        </Button>
      ))}
    </Box>
  );
}
