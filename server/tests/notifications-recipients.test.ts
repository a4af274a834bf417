/** Who receives what: the audience rules, the channels by preference, security always on. */
import { describe, expect, it } from 'vitest';
import {
  audienceOf,
  channelsFor,
  deliveriesFor,
} from '../src/services/notifications/recipients.ts';
import type { Person } from '../src/services/notifications/recipients.ts';
import { NOTIFICATION_GROUPS, NOTIFICATION_KINDS } from '../src/services/notifications/kinds.ts';
import type { NotificationKind } from '../src/services/notifications/kinds.ts';

const person = (over: Partial<Person> & Pick<Person, 'userId' | 'roleId'>): Person => ({
  parentUserId: null,
  isActive: true,
  userName: `User ${over.userId}`,
  email: `u${over.userId}@example.test`,
  mobile: `98765000${over.userId}`,
  departmentRights: '',
  smsAlerts: false,
  emailOptOut: [],
  ...over,
});

const holder = person({ userId: 1, roleId: 1 });
const waterClerk = person({ userId: 2, roleId: 3, parentUserId: 1, departmentRights: '0,2' });
const fireClerk = person({ userId: 3, roleId: 3, parentUserId: 1, departmentRights: '1' });
const otherHoldersClerk = person({ userId: 4, roleId: 3, parentUserId: 9, departmentRights: '2' });
const leftClerk = person({
  userId: 5,
  roleId: 3,
  parentUserId: 1,
  departmentRights: '2',
  isActive: false,
});
const staff = person({ userId: 6, roleId: 4 });
const admin = person({ userId: 7, roleId: 2 });
const everyone = [holder, waterClerk, fireClerk, otherHoldersClerk, leftClerk, staff, admin];
const ids = (people: Person[]) => people.map((p) => p.userId);

describe('audience', () => {
  it("a holder event reaches the holder and the holder's active transaction users with the service's right", () => {
    const water = { to: 'holder', ownerUserId: 1, serviceMasterId: 2 } as const;
    expect(ids(audienceOf(water, everyone))).toEqual([1, 2]);
    const fire = { to: 'holder', ownerUserId: 1, serviceMasterId: 1 } as const;
    expect(ids(audienceOf(fire, everyone))).toEqual([1, 3]);
    const lease = { to: 'holder', ownerUserId: 1, serviceMasterId: 0 } as const;
    expect(ids(audienceOf(lease, everyone))).toEqual([1, 2]);
  });

  it('a holder event without a department reaches all their active transaction users', () => {
    const any = { to: 'holder', ownerUserId: 1, serviceMasterId: null } as const;
    expect(ids(audienceOf(any, everyone))).toEqual([1, 2, 3]);
  });

  it('queue events reach active staff only; a named user only that user', () => {
    expect(ids(audienceOf({ to: 'staff' }, everyone))).toEqual([6]);
    const gone = person({ userId: 8, roleId: 4, isActive: false });
    expect(ids(audienceOf({ to: 'staff' }, [...everyone, gone]))).toEqual([6]);
    expect(ids(audienceOf({ to: 'user', userId: 3 }, everyone))).toEqual([3]);
    expect(ids(audienceOf({ to: 'user', userId: 5 }, everyone))).toEqual([]);
  });
});

describe('channels', () => {
  it('portal and e-mail by default; SMS only with "Send me SMS alerts" and a mobile', () => {
    expect(channelsFor(holder, 'application.approved')).toEqual(['portal', 'email']);
    const sms = { ...holder, smsAlerts: true };
    expect(channelsFor(sms, 'application.approved')).toEqual(['portal', 'email', 'sms']);
    expect(channelsFor({ ...sms, mobile: null }, 'application.approved')).toEqual([
      'portal',
      'email',
    ]);
  });

  it("e-mail off for a group silences that group's e-mails only", () => {
    const quiet = { ...holder, emailOptOut: ['payments'] };
    expect(channelsFor(quiet, 'payment.failed')).toEqual(['portal']);
    expect(channelsFor(quiet, 'application.clarification')).toEqual(['portal', 'email']);
  });

  it('every kind belongs to a group the profile can switch', () => {
    for (const group of Object.values(NOTIFICATION_KINDS))
      expect(NOTIFICATION_GROUPS).toContain(group);
  });

  it('security messages go by e-mail and SMS whatever the preferences, and not to the list', () => {
    const silent = { ...holder, smsAlerts: false, emailOptOut: [...NOTIFICATION_GROUPS] };
    for (const kind of Object.keys(NOTIFICATION_KINDS) as NotificationKind[])
      expect(channelsFor(silent, kind)).toEqual(['portal']);
    expect(channelsFor(silent, 'security')).toEqual(['email', 'sms']);
  });
});

describe('deliveries', () => {
  it('combines the audience with each person’s channels', () => {
    const people = [
      { ...holder, smsAlerts: true },
      { ...waterClerk, emailOptOut: ['bills'] },
    ];
    const got = deliveriesFor(
      'bill.due',
      { to: 'holder', ownerUserId: 1, serviceMasterId: 2 },
      people,
    ).map((d) => `${d.person.userId}:${d.channel}`);
    expect(got).toEqual(['1:portal', '1:email', '1:sms', '2:portal']);
  });
});
