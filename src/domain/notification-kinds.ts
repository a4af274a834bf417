/**
 * The kinds of event message and the groups the profile shows their e-mail switches under, shared
 * by the server (server/src/services/notifications/kinds.ts, which says what each kind needs) and
 * the browser, which names each group and kind from its catalogs (issue 20): the server's English
 * labels stay for API clients.
 */

export const NOTIFICATION_GROUPS = [
  'applications',
  'payments',
  'plots',
  'users',
  'bills',
  'queue',
] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];

export const NOTIFICATION_KIND_IDS = [
  'application.submitted',
  'application.resubmitted',
  'application.clarification',
  'application.approved',
  'application.rejected',
  'application.withdrawn',
  'application.cancelled',
  'payment.succeeded',
  'payment.failed',
  'payment.pending',
  'plot.verified',
  'plot.refused',
  'users.added',
  'users.rights',
  'bill.due',
  'bill.paid',
  'staff.new-application',
  'staff.clarification-answered',
] as const;
export type NotificationKindId = (typeof NOTIFICATION_KIND_IDS)[number];
