/**
 * The words of the application lifecycle on screen: state and action names and the lifecycle's
 * messages, translated when they are shown (the domain in src/domain/applications keeps its
 * English, for the server and the logs).
 */
import type { ApplicationAction } from '@/domain/applications/actions';
import type { lifecycleMessages } from '@/domain/applications/messages';
import { isApplicationState, type ApplicationState } from '@/domain/applications/states';
import { t } from '@/i18n/i18n';

/** The name of a state, e.g. 'Under scrutiny', in the language on screen. */
export function stateLabel(state: ApplicationState): string {
  return t(`plots.state.${state}`);
}

/** A state name from the server: known states translated, anything else as it came. */
export function statusLabel(status: string): string {
  return isApplicationState(status) ? stateLabel(status) : status;
}

/** The button name of an action, e.g. 'Withdraw', in the language on screen. */
export function actionLabel(action: ApplicationAction): string {
  return t(`plots.action.${action}`);
}

/** One of the lifecycle's messages (spec §8), in the language on screen. */
export function lifecycleMessage(key: keyof typeof lifecycleMessages): string {
  return t(`plots.lifecycle.${key}`);
}
