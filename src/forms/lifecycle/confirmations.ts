/**
 * The confirmation in front of every lifecycle action: a question that names the action and the
 * service, and buttons that say what each answer does ("Yes, withdraw it" / "No, keep it"); the
 * action runs only on yes.
 */
import { confirmTo, type NamedConfirmationOptions } from '@/ui/alerts';

/** The lifecycle actions that ask first. */
export type ConfirmedAction = 'submit' | 'withdraw' | 'cancel' | 'delete';

const IRREVERSIBLE = "You won't be able to revert this!";

const asks: Record<ConfirmedAction, (service: string) => NamedConfirmationOptions> = {
  submit: (s) => ({
    title: 'Submit the application?',
    text: `Submit your application for ${s}? ${IRREVERSIBLE}`,
    yes: 'submit it',
    no: 'not yet',
  }),
  withdraw: (s) => ({
    title: 'Withdraw the application?',
    text: `Withdraw your application for ${s}? ${IRREVERSIBLE}`,
    yes: 'withdraw it',
    no: 'keep it',
  }),
  cancel: (s) => ({
    title: 'Cancel the permission?',
    text: `Cancel the permission granted for ${s}? ${IRREVERSIBLE}`,
    yes: 'cancel the permission',
    no: 'keep it',
  }),
  delete: (s) => ({
    title: 'Delete the draft?',
    text: `Delete this draft of ${s}? ${IRREVERSIBLE}`,
    yes: 'delete the draft',
    no: 'keep it',
  }),
};

/** Asks before `action`; runs it only on confirm and resolves true when it ran. */
export function confirmAction(
  kind: ConfirmedAction,
  serviceTitle: string,
  action: () => unknown,
): Promise<boolean> {
  return confirmTo(action, { ...asks[kind](serviceTitle), icon: 'warning' });
}
