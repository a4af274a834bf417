/** The status pages of spec §2 and what each one says. */
import type { MessageId } from '@/i18n/message-ids';

export type StatusKind =
  'sessionExpired' | 'serverError' | 'pageNotFound' | 'underMaintenance' | 'networkConnection';

/** What a status page shows (message ids, translated when shown); `action` picks its button. */
export interface StatusContent {
  title: MessageId;
  text: MessageId;
  action: 'signIn' | 'home' | 'reload';
}

/** Wording of each status page. */
export const statusContent: Record<StatusKind, StatusContent> = {
  sessionExpired: {
    title: 'shell.status.sessionExpired.title',
    text: 'shell.status.sessionExpired.text',
    action: 'signIn',
  },
  serverError: {
    title: 'shell.status.serverError.title',
    text: 'shell.status.serverError.text',
    action: 'home',
  },
  pageNotFound: {
    title: 'shell.status.pageNotFound.title',
    text: 'shell.status.pageNotFound.text',
    action: 'home',
  },
  underMaintenance: {
    title: 'shell.status.underMaintenance.title',
    text: 'shell.status.underMaintenance.text',
    action: 'home',
  },
  networkConnection: {
    title: 'shell.status.networkConnection.title',
    text: 'shell.status.networkConnection.text',
    action: 'reload',
  },
};
