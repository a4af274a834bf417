/**
 * Who receives what. Pure rules (unit-tested) over the people an event concerns and the contact
 * details of the plot it is about, and the queries that load them inside the event's transaction.
 *
 * - Holder events go to the plot holder and to their active transaction users who hold the
 *   service's department right (a service without one reaches them all).
 * - Queue events go to the corporation's active staff (role 4).
 * - Each person gets the portal list always; e-mail unless they switched that kind off; SMS only
 *   with "Send me SMS alerts" and a mobile number. Security messages ignore preferences.
 * - An event about a plot also goes to the contact details its registration gave (contact
 *   e-mails, unit e-mail, mobile): e-mail unless the plot holder switched that kind off, SMS only
 *   if the registration said "Send me SMS alerts about this plot". An address or number that is
 *   already a recipient's own follows that person's preferences instead, and gets one message.
 */
import { and, eq, or } from 'drizzle-orm';
import { hasRight, parseRights } from '../../../../src/domain/departments.ts';
import { Role } from '../../../../src/domain/roles.ts';
import { users } from '../../db/schema.ts';
import { plots } from '../../db/schema-engine.ts';
import type { Db } from '../../db/types.ts';
import { emailIsOff, SECURITY_KIND } from './kinds.ts';
import type { MessageKind, NotificationKind } from './kinds.ts';

export interface Person {
  userId: number;
  roleId: number;
  parentUserId: number | null;
  isActive: boolean;
  userName: string;
  email: string;
  mobile: string | null;
  departmentRights: string;
  smsAlerts: boolean;
  emailOptOut: readonly string[];
  /** The language the user chose (null: never chose; messages are then in English). */
  language?: string | null;
}

/** What a plot's registration says about reaching its holder. */
export interface PlotContacts {
  /** Who the messages greet: the company, else the applicant. */
  name: string;
  emails: readonly string[];
  mobile: string | null;
  /** The registration's "Send me SMS alerts about this plot". */
  smsAlerts: boolean;
}

export type Channel = 'portal' | 'email' | 'sms';

/** Whose event it is: the holder's side (with the service's right) or the office's queue. */
export type Audience =
  | { to: 'holder'; ownerUserId: number; serviceMasterId: number | null }
  | { to: 'staff' }
  | { to: 'user'; userId: number };

/** One message to write: to a user (portal list, or their e-mail / mobile) or a plot contact. */
export interface Delivery {
  channel: Channel;
  /** The user it is for; null for a plot contact who is not a user. */
  userId: number | null;
  /** The e-mail address or mobile number ('' for the portal list). */
  to: string;
  name: string;
  /** The language the message is written in: the user's, or for a plot contact the holder's. */
  language: string;
}

/** The people of `candidates` the audience names. */
export function audienceOf(audience: Audience, candidates: readonly Person[]): Person[] {
  return candidates.filter((p) => {
    if (!p.isActive) return false;
    switch (audience.to) {
      case 'staff':
        return p.roleId === Role.MidcUser;
      case 'user':
        return p.userId === audience.userId;
      case 'holder':
        if (p.userId === audience.ownerUserId) return true;
        return (
          p.roleId === Role.TransactionUser &&
          p.parentUserId === audience.ownerUserId &&
          hasRight(parseRights(p.departmentRights), audience.serviceMasterId)
        );
    }
  });
}

/** The channels one person gets a message of `kind` on. */
export function channelsFor(person: Person, kind: MessageKind): Channel[] {
  const security = kind === SECURITY_KIND;
  const out: Channel[] = security ? [] : ['portal'];
  if (person.email && (security || !emailIsOff(person.emailOptOut, kind))) out.push('email');
  if (person.mobile && (security || person.smsAlerts)) out.push('sms');
  return out;
}

const sameEmail = (a: string) => a.trim().toLowerCase();
/** Mobile numbers compare by their last ten digits (a +91 or 0 prefix is the same number). */
const sameMobile = (m: string) => m.replace(/\D/g, '').slice(-10);

/**
 * The plot contacts' messages of `kind`, leaving out the addresses and numbers that belong to
 * `people` (the event's audience, and the holder, whose own preferences decide for them).
 * `holder` is the plot holder: their e-mail switch for the kind decides for the plot's addresses.
 */
export function contactDeliveries(
  kind: NotificationKind,
  contacts: PlotContacts,
  holder: Person | undefined,
  people: readonly Person[],
): Delivery[] {
  const out: Delivery[] = [];
  const emails = new Set(people.map((p) => sameEmail(p.email)));
  const mobiles = new Set(people.flatMap((p) => (p.mobile ? [sameMobile(p.mobile)] : [])));
  const emailOn = !holder || !emailIsOff(holder.emailOptOut, kind);
  // The registration's addresses are the holder's company: they read the holder's language.
  const language = holder?.language ?? 'en';
  for (const email of contacts.emails) {
    const key = sameEmail(email);
    if (!key || emails.has(key)) continue;
    emails.add(key);
    if (emailOn)
      out.push({ channel: 'email', userId: null, to: email.trim(), name: contacts.name, language });
  }
  const mobile = contacts.mobile?.trim();
  if (mobile && contacts.smsAlerts && sameMobile(mobile) && !mobiles.has(sameMobile(mobile)))
    out.push({ channel: 'sms', userId: null, to: mobile, name: contacts.name, language });
  return out;
}

/** Every message of `kind`: the audience's, by their channels, and the plot contacts'. */
export function deliveriesFor(
  kind: NotificationKind,
  audience: Audience,
  candidates: readonly Person[],
  contacts?: PlotContacts,
): Delivery[] {
  const people = audienceOf(audience, candidates);
  const own = people.flatMap((person) =>
    channelsFor(person, kind).map((channel): Delivery => ({
      channel,
      userId: person.userId,
      to: channel === 'email' ? person.email : channel === 'sms' ? person.mobile! : '',
      name: person.userName,
      language: person.language ?? 'en',
    })),
  );
  if (!contacts || audience.to === 'staff') return own;
  const ownerId = audience.to === 'holder' ? audience.ownerUserId : audience.userId;
  const holder = candidates.find((p) => p.userId === ownerId && p.isActive);
  return [
    ...own,
    ...contactDeliveries(kind, contacts, holder, holder ? [...people, holder] : people),
  ];
}

/** A registration answer that is a non-empty string, else nothing. */
function text(value: unknown): string[] {
  return typeof value === 'string' && value.trim() !== '' ? [value.trim()] : [];
}

/** The contact details of a plot's registration answers (spec field names). */
export function plotContactsOf(plot: {
  applicantInfo: Record<string, unknown>;
  registeredOfficeInfo: Record<string, unknown>;
  unitContactInfo: Record<string, unknown>;
}): PlotContacts {
  const a = plot.applicantInfo;
  const o = plot.registeredOfficeInfo;
  const u = plot.unitContactInfo;
  return {
    name: [...text(o.CompanyName), ...text(a.FullName)][0] ?? '',
    emails: [
      ...text(a.ContactEmail),
      ...text(o.ContactEmail1),
      ...text(o.ContactEmail2),
      ...text(o.ContactEmail3),
      ...text(o.ContactEmail4),
      ...text(u.LocationOfUnitEMailAddress),
    ],
    mobile: text(a.ContactMobile)[0] ?? null,
    smsAlerts: u.ReceiveSMSAlerts === true,
  };
}

/** Loads a plot's contact details (none for an unknown plot). */
export async function plotContactsFor(db: Db, plotId: string): Promise<PlotContacts | undefined> {
  const [row] = await db
    .select({
      applicantInfo: plots.applicantInfo,
      registeredOfficeInfo: plots.registeredOfficeInfo,
      unitContactInfo: plots.unitContactInfo,
    })
    .from(plots)
    .where(eq(plots.plotId, plotId));
  return row ? plotContactsOf(row) : undefined;
}

const personColumns = {
  userId: users.userId,
  roleId: users.roleId,
  parentUserId: users.parentUserId,
  isActive: users.isActive,
  userName: users.userName,
  email: users.email,
  mobile: users.mobile,
  departmentRights: users.departmentRights,
  smsAlerts: users.smsAlerts,
  emailOptOut: users.emailOptOut,
  language: users.language,
};

/** Loads the people who may be in the audience (the rules above pick among them). */
export function candidatesFor(db: Db, audience: Audience): Promise<Person[]> {
  const where =
    audience.to === 'staff'
      ? eq(users.roleId, Role.MidcUser)
      : audience.to === 'user'
        ? eq(users.userId, audience.userId)
        : or(eq(users.userId, audience.ownerUserId), eq(users.parentUserId, audience.ownerUserId));
  return db
    .select(personColumns)
    .from(users)
    .where(and(where, eq(users.isActive, true)));
}
