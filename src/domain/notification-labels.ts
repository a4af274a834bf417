/**
 * The notification preferences' groups and kinds named in the language on screen (issue 20): the
 * server sends ids with English labels (kept for API clients); the texts are in the `account`
 * catalog. A group or kind this browser does not know yet keeps the server's label.
 */
import type { MessageId } from '@/i18n/message-ids';
import type { Translate } from './label-ids';
import type { NotificationGroup, NotificationKindId } from './notification-kinds';

const groupIds: Record<NotificationGroup, MessageId> = {
  applications: 'account.notifications.group.applications',
  payments: 'account.notifications.group.payments',
  plots: 'account.notifications.group.plots',
  users: 'account.notifications.group.users',
  bills: 'account.notifications.group.bills',
  queue: 'account.notifications.group.queue',
};

const kindIds: Record<NotificationKindId, MessageId> = {
  'application.submitted': 'account.notifications.kind.applicationSubmitted',
  'application.resubmitted': 'account.notifications.kind.applicationResubmitted',
  'application.clarification': 'account.notifications.kind.applicationClarification',
  'application.approved': 'account.notifications.kind.applicationApproved',
  'application.rejected': 'account.notifications.kind.applicationRejected',
  'application.withdrawn': 'account.notifications.kind.applicationWithdrawn',
  'application.cancelled': 'account.notifications.kind.applicationCancelled',
  'payment.succeeded': 'account.notifications.kind.paymentSucceeded',
  'payment.failed': 'account.notifications.kind.paymentFailed',
  'payment.pending': 'account.notifications.kind.paymentPending',
  'plot.verified': 'account.notifications.kind.plotVerified',
  'plot.refused': 'account.notifications.kind.plotRefused',
  'users.added': 'account.notifications.kind.usersAdded',
  'users.rights': 'account.notifications.kind.usersRights',
  'bill.due': 'account.notifications.kind.billDue',
  'bill.paid': 'account.notifications.kind.billPaid',
  'staff.new-application': 'account.notifications.kind.staffNewApplication',
  'staff.clarification-answered': 'account.notifications.kind.staffClarificationAnswered',
};

const known = <K extends string>(ids: Record<K, MessageId>, key: string): key is K =>
  Object.hasOwn(ids, key);

/** A group's heading; `fallback` is the server's label. */
export function notificationGroupLabel(t: Translate, group: string, fallback: string): string {
  return known(groupIds, group) ? t(groupIds[group]) : fallback;
}

/** A kind's switch label; `fallback` is the server's label. */
export function notificationKindLabel(t: Translate, kind: string, fallback: string): string {
  return known(kindIds, kind) ? t(kindIds[kind]) : fallback;
}

/** What is always sent (account security), shown switched on and not switchable. */
export const securityMessagesLabel = (t: Translate): string =>
  t('account.notifications.alwaysSentSecurity');
