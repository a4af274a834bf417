/**
 * Withdraw, cancel and delete: each asks first (spec §9) and says so plainly when it fails, with
 * the spec §8 texts where the spec has one.
 */
import { cancelApplication, deleteApplication, withdrawApplication } from '@/api/applications';
import { lifecycleMessages as m } from '@/domain/applications/messages';
import { dialogue, toast } from '@/ui/alerts';
import { confirmAction, type ConfirmedAction } from './confirmations';

const after: Record<
  Exclude<ConfirmedAction, 'submit'>,
  { call: (id: string) => Promise<{ IsSuccess: boolean }>; failed: string; done: string }
> = {
  withdraw: {
    call: withdrawApplication,
    failed: m.withdrawFailed,
    done: 'The application was withdrawn.',
  },
  cancel: {
    call: cancelApplication,
    failed: 'The application could not be cancelled. Please try again later.',
    done: 'The permission was cancelled.',
  },
  delete: { call: deleteApplication, failed: m.deleteFailed, done: 'The draft was deleted.' },
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
    if (succeeded) void toast({ icon: 'success', title: 'Done', text: done, timer: 3000 });
    else await dialogue({ icon: 'error', title: 'Error', text: failed });
  });
  return succeeded;
}
