/**
 * The spec §8 lifecycle texts (src/domain/applications/messages.ts, shared with the server, which
 * answers with them in English) in the language on screen: a message the server sends that is one
 * of them is shown translated; any other message is shown as it came.
 */
import { lifecycleMessages as m } from '@/domain/applications/messages';
import type { ApplicationState } from '@/domain/applications/states';
import { t } from '@/i18n/i18n';
import type { MessageId } from '@/i18n/message-ids';

const ids: Record<string, MessageId> = {
  [m.alreadySubmitted]: 'forms.lifecycle.alreadySubmitted',
  [m.withdrawFailed]: 'forms.lifecycle.withdrawFailed',
  [m.deleteFailed]: 'forms.lifecycle.deleteFailed',
  [m.submissionError]: 'forms.lifecycle.submissionError',
  [m.notSubmitted]: 'forms.lifecycle.notSubmitted',
};

/** A lifecycle message in the language on screen (unknown messages unchanged). */
export function lifecycleText(message: string): string {
  const id = ids[message];
  return id ? t(id) : message;
}

/** An application state's label in the language on screen ('PaymentPending' → 'Payment pending'). */
export function stateLabel(state: ApplicationState): string {
  return t(`forms.state.${state}`);
}
