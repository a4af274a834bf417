/**
 * The spec §9 confirmation in front of every lifecycle action: title 'Are you sure?', the
 * action-specific text, 'Yes, do it!' / 'No, cancel!'; the action runs only on confirm.
 */
import { confirmation } from '@/ui/alerts';

/** The lifecycle actions that ask first. */
export type ConfirmedAction = 'submit' | 'withdraw' | 'cancel' | 'delete';

const texts: Record<ConfirmedAction, (service: string) => string> = {
  submit: (s) => `Submit your application for ${s}? You won't be able to revert this!`,
  withdraw: (s) => `Withdraw your application for ${s}? You won't be able to revert this!`,
  cancel: (s) => `Cancel the permission granted for ${s}? You won't be able to revert this!`,
  delete: (s) => `Delete this draft of ${s}? You won't be able to revert this!`,
};

/** Asks before `action`; runs it only on confirm and resolves true when it ran. */
export function confirmAction(
  kind: ConfirmedAction,
  serviceTitle: string,
  action: () => unknown,
): Promise<boolean> {
  return confirmation(action, { text: texts[kind](serviceTitle) });
}
