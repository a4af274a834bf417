/**
 * The events the portal tells people about; each has its own e-mail switch on the profile. The
 * words of each message are data (content/notification-templates); this is what the code needs.
 */

import { Role } from '../../../../src/domain/roles.ts';
import type { RoleId } from '../../../../src/domain/roles.ts';
import type {
  NotificationGroup,
  NotificationKindId,
} from '../../../../src/domain/notification-kinds.ts';

/** How the profile groups its e-mail switches (one switch per kind, under these headings). */
export { NOTIFICATION_GROUPS } from '../../../../src/domain/notification-kinds.ts';
export type { NotificationGroup };

/**
 * The heading of each group in English, for API clients; the browser names groups and kinds from
 * its catalogs by their ids (src/domain/notification-labels.ts).
 */
export const groupLabels: Record<NotificationGroup, string> = {
  applications: 'Applications',
  payments: 'Payments of application fees',
  plots: 'Plot registrations',
  users: 'Transaction users and rights',
  bills: 'Water bills',
  queue: 'Office queue',
};

/** What the code needs of each kind: its group and switch label, and whose accounts get it. */
export interface KindInfo {
  group: NotificationGroup;
  label: string;
  /** The roles whose accounts receive this kind (the profile offers its switch to them only). */
  roles: readonly RoleId[];
}

const holderSide = [Role.Investor, Role.TransactionUser] as const;

export const NOTIFICATION_KINDS = {
  'application.submitted': { group: 'applications', label: 'Submitted', roles: holderSide },
  'application.resubmitted': {
    group: 'applications',
    label: 'Answer to a clarification received',
    roles: holderSide,
  },
  'application.clarification': {
    group: 'applications',
    label: 'Clarification sought by the office',
    roles: holderSide,
  },
  'application.approved': { group: 'applications', label: 'Approved', roles: holderSide },
  'application.rejected': { group: 'applications', label: 'Rejected', roles: holderSide },
  'application.withdrawn': { group: 'applications', label: 'Withdrawn', roles: holderSide },
  'application.cancelled': { group: 'applications', label: 'Cancelled', roles: holderSide },
  'payment.succeeded': { group: 'payments', label: 'Payment received', roles: holderSide },
  'payment.failed': { group: 'payments', label: 'Payment failed', roles: holderSide },
  'payment.pending': {
    group: 'payments',
    label: 'Payment still pending at the gateway',
    roles: holderSide,
  },
  'plot.verified': { group: 'plots', label: 'Registration verified', roles: [Role.Investor] },
  'plot.refused': { group: 'plots', label: 'Registration refused', roles: [Role.Investor] },
  'users.added': { group: 'users', label: 'Transaction user added', roles: [Role.Investor] },
  'users.rights': {
    group: 'users',
    label: 'My rights changed',
    roles: [Role.TransactionUser],
  },
  'bill.due': { group: 'bills', label: 'Water bill due', roles: holderSide },
  'bill.paid': { group: 'bills', label: 'Water bill paid', roles: holderSide },
  'staff.new-application': {
    group: 'queue',
    label: 'New application in the queue',
    roles: [Role.MidcUser],
  },
  'staff.clarification-answered': {
    group: 'queue',
    label: 'Clarification answered',
    roles: [Role.MidcUser],
  },
} as const satisfies Record<NotificationKindId, KindInfo>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

export const ALL_KINDS = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];

/** The group of a kind. */
export function groupOf(kind: NotificationKind): NotificationGroup {
  return NOTIFICATION_KINDS[kind].group;
}

/**
 * Whether a person's opt-out list silences e-mail of `kind`. The list holds kinds; a group name
 * (how the switches were stored before they were per kind) still silences its whole group.
 */
export function emailIsOff(optOut: readonly string[], kind: NotificationKind): boolean {
  return optOut.includes(kind) || optOut.includes(groupOf(kind));
}

/** Account-security messages (reset links, OTPs, contact changes): always sent. */
export const SECURITY_KIND = 'security';
/**
 * How the profile names them, shown switched on and not switchable (English, for API clients; the
 * browser shows its catalog's text).
 */
export const SECURITY_LABEL =
  'Account security (password reset links, one-time passwords, contact changes): always sent';
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
  /**
   * A transaction user's department rights ('0,2'; 'none' for none), named in the message's
   * language.
   */
  rights?: string;
  transaction?: string;
  subject?: string;
  link?: string;
  /** An amount of money (a decimal number), shown as ₹1,00,000.00. */
  amount?: string;
  /** A date (ISO), shown with the month's name in the message's language. */
  due?: string;
  /** The recipient's name (set per recipient when the message is written). */
  name?: string;
  /** The recipient's language (set per recipient when the message is written); English if none. */
  language?: string;
}
