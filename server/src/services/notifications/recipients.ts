/**
 * Who receives what. Pure rules (unit-tested) over the people an event concerns, and the one
 * query that loads those people inside the event's transaction.
 *
 * - Holder events go to the plot holder and to their active transaction users who hold the
 *   service's department right (a service without one reaches them all).
 * - Queue events go to the corporation's active staff (role 4).
 * - Each person gets the portal list always; e-mail unless they switched the event's group off;
 *   SMS only with "Send me SMS alerts" and a mobile number. Security messages ignore preferences.
 */
import { and, eq, or } from 'drizzle-orm';
import { hasRight, parseRights } from '../../../../src/domain/departments.ts';
import { Role } from '../../../../src/domain/roles.ts';
import { users } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import { NOTIFICATION_KINDS, SECURITY_KIND } from './kinds.ts';
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
}

export type Channel = 'portal' | 'email' | 'sms';

/** Whose event it is: the holder's side (with the service's right) or the office's queue. */
export type Audience =
  | { to: 'holder'; ownerUserId: number; serviceMasterId: number | null }
  | { to: 'staff' }
  | { to: 'user'; userId: number };

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
  const group = security ? null : NOTIFICATION_KINDS[kind];
  if (person.email && (security || !person.emailOptOut.includes(group!))) out.push('email');
  if (person.mobile && (security || person.smsAlerts)) out.push('sms');
  return out;
}

/** Every (person, channel) a message of `kind` goes to. */
export function deliveriesFor(
  kind: NotificationKind,
  audience: Audience,
  candidates: readonly Person[],
): { person: Person; channel: Channel }[] {
  return audienceOf(audience, candidates).flatMap((person) =>
    channelsFor(person, kind).map((channel) => ({ person, channel })),
  );
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
