/**
 * Withdraw, cancel and delete: each asks first (spec §9) and says so plainly when it fails, with
 * the spec §8 texts where the spec has one.
 */
import { cancelApplication, deleteApplication, withdrawApplication } from '@/api/applications';
import { lifecycleMessages as m } from '@/domain/applications/messages';
import { t } from '@/i18n/i18n';
import type { MessageId } from '@/i18n/message-ids';
import { dialogue, toast } from '@/ui/alerts';
import { confirmAction, type ConfirmedAction } from './confirmations';
import { lifecycleText } from './lifecycle-texts';

// Texts are looked up when shown (ids here), so they come in the language on screen then.
const after: Record<
  Exclude<ConfirmedAction, 'submit'>,
  { call: (id: string) => Promise<{ IsSuccess: boolean }>; failed: () => string; done: MessageId }
> = {
  withdraw: {
    call: withdrawApplication,
    failed: () => lifecycleText(m.withdrawFailed),
    done: 'forms.lifecycle.withdrawn',
  },
  cancel: {
    call: cancelApplication,
    failed: () => t('forms.lifecycle.cancelFailed'),
    done: 'forms.lifecycle.cancelled',
  },
  delete: {
    call: deleteApplication,
    failed: () => lifecycleText(m.deleteFailed),
    done: 'forms.lifecycle.deleted',
  },
};

/** Withdraws, cancels or deletes after the confirmation; resolves true when it was done. */
export async function closeApplicationAction(
  kind: Exclude<ConfirmedAction, 'submit'>,
  serviceTitle: string,
  submissionId: string,
): Promise<boolean> {
  const { call, failed, done } = after[kind];
  let succeeded = false;
  await confirmAction(kind, serviceTitle, async () => {
    try {
      succeeded = (await call(submissionId)).IsSuccess;
    } catch {
      succeeded = false;
    }
    if (succeeded)
      void toast({
        icon: 'success',
        title: t('forms.lifecycle.doneTitle'),
        text: t(done),
        timer: 3000,
      });
    else await dialogue({ icon: 'error', title: t('forms.lifecycle.errorTitle'), text: failed() });
  });
  return succeeded;
}
