/**
 * The events the portal tells people about, grouped as the profile's e-mail switches are. The
 * words of each message are data (content/notification-templates); this is what the code needs.
 */

/** The e-mail switches of the profile; SMS is one switch ("Send me SMS alerts") for all. */
export const NOTIFICATION_GROUPS = [
  'applications',
  'payments',
  'plots',
  'users',
  'bills',
  'queue',
] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];

/** What each group's switch is called on the profile. */
export const groupLabels: Record<NotificationGroup, string> = {
  applications: 'Application progress (submitted, clarification, decision, withdrawal)',
  payments: 'Payments of application fees',
  plots: 'Plot registration decisions',
  users: 'Transaction users and rights',
  bills: 'Water bills',
  queue: 'Office queue (new applications, answered clarifications)',
};

export const NOTIFICATION_KINDS = {
  'application.submitted': 'applications',
  'application.resubmitted': 'applications',
  'application.clarification': 'applications',
  'application.approved': 'applications',
  'application.rejected': 'applications',
  'application.withdrawn': 'applications',
  'application.cancelled': 'applications',
  'payment.succeeded': 'payments',
  'payment.failed': 'payments',
  'payment.pending': 'payments',
  'plot.verified': 'plots',
  'plot.refused': 'plots',
  'users.added': 'users',
  'users.rights': 'users',
  'bill.due': 'bills',
  'bill.paid': 'bills',
  'staff.new-application': 'queue',
  'staff.clarification-answered': 'queue',
} as const satisfies Record<string, NotificationGroup>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

/** Account-security messages (reset links, OTPs, contact changes): always sent. */
export const SECURITY_KIND = 'security';
export type MessageKind = NotificationKind | typeof SECURITY_KIND;

export function isNotificationKind(kind: string): kind is NotificationKind {
  return Object.hasOwn(NOTIFICATION_KINDS, kind);
}

/**
 * The values a template may use. `link` is a path in the portal (made absolute with PUBLIC_URL
 * in e-mail and SMS); `service` is a catalogue id, shown by its title.
 */
export interface NotificationParams {
  number?: string;
  service?: string;
  plot?: string;
  remarks?: string;
  transaction?: string;
  subject?: string;
  link?: string;
  /** The recipient's name (set per recipient when the message is written). */
  name?: string;
}
