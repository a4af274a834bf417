/**
 * The confirmation in front of every lifecycle action: a question that names the action and the
 * service, and buttons that say what each answer does ("Yes, withdraw it" / "No, keep it"); the
 * action runs only on yes. Texts come in the language on screen when asked.
 */
import { t } from '@/i18n/i18n';
import { confirmTo, type NamedConfirmationOptions } from '@/ui/alerts';

/** The lifecycle actions that ask first. */
export type ConfirmedAction = 'submit' | 'withdraw' | 'cancel' | 'delete';

const asks: Record<ConfirmedAction, (service: string) => NamedConfirmationOptions> = {
  submit: (service) => ({
    title: t('forms.confirm.submit.title'),
    text: t('forms.confirm.submit.text', { service }),
    yes: t('forms.confirm.submit.yes'),
    no: t('forms.confirm.submit.no'),
  }),
  withdraw: (service) => ({
    title: t('forms.confirm.withdraw.title'),
    text: t('forms.confirm.withdraw.text', { service }),
    yes: t('forms.confirm.withdraw.yes'),
    no: t('forms.confirm.keepIt'),
  }),
  cancel: (service) => ({
    title: t('forms.confirm.cancel.title'),
    text: t('forms.confirm.cancel.text', { service }),
    yes: t('forms.confirm.cancel.yes'),
    no: t('forms.confirm.keepIt'),
  }),
  delete: (service) => ({
    title: t('forms.confirm.delete.title'),
    text: t('forms.confirm.delete.text', { service }),
    yes: t('forms.confirm.delete.yes'),
    no: t('forms.confirm.keepIt'),
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
