/** Who receives what: the audience rules, the channels by preference, security always on. */
import { describe, expect, it } from 'vitest';
import {
  audienceOf,
  channelsFor,
  contactDeliveries,
  deliveriesFor,
  plotContactsOf,
} from '../src/services/notifications/recipients.ts';
import type { PlotContacts, Person } from '../src/services/notifications/recipients.ts';
import { kindsFor } from '../src/services/notifications/inbox.ts';
import {
  ALL_KINDS,
  NOTIFICATION_GROUPS,
  NOTIFICATION_KINDS,
} from '../src/services/notifications/kinds.ts';

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

  it('e-mail off for one kind silences that kind only', () => {
    const quiet = { ...holder, emailOptOut: ['payment.failed'] };
    expect(channelsFor(quiet, 'payment.failed')).toEqual(['portal']);
    expect(channelsFor(quiet, 'payment.succeeded')).toEqual(['portal', 'email']);
    expect(channelsFor(quiet, 'application.clarification')).toEqual(['portal', 'email']);
  });

  it('a group name stored before the switches were per kind still silences its kinds', () => {
    const quiet = { ...holder, emailOptOut: ['payments'] };
    expect(channelsFor(quiet, 'payment.failed')).toEqual(['portal']);
    expect(channelsFor(quiet, 'payment.pending')).toEqual(['portal']);
    expect(channelsFor(quiet, 'bill.due')).toEqual(['portal', 'email']);
  });

  it('every kind belongs to a group and is offered to the roles that receive it', () => {
    for (const info of Object.values(NOTIFICATION_KINDS))
      expect(NOTIFICATION_GROUPS).toContain(info.group);
    expect(kindsFor(1)).toContain('users.added');
    expect(kindsFor(1)).not.toContain('users.rights');
    expect(kindsFor(3)).toContain('users.rights');
    expect(kindsFor(3)).not.toContain('plot.verified');
    expect(kindsFor(4)).toEqual(['staff.new-application', 'staff.clarification-answered']);
    expect(kindsFor(2)).toEqual([]);
    // Every kind reaches someone who can switch it.
    expect(new Set([1, 2, 3, 4].flatMap(kindsFor))).toEqual(new Set(ALL_KINDS));
  });

  it('security messages go by e-mail and SMS whatever the preferences, and not to the list', () => {
    const silent = { ...holder, smsAlerts: false, emailOptOut: [...ALL_KINDS, 'security'] };
    for (const kind of ALL_KINDS) expect(channelsFor(silent, kind)).toEqual(['portal']);
    expect(channelsFor(silent, 'security')).toEqual(['email', 'sms']);
  });
});

const route = (d: { channel: string; to: string; userId: number | null }) =>
  `${d.userId ?? '-'}:${d.channel}:${d.to}`;

describe('deliveries', () => {
  it('combines the audience with each person’s channels', () => {
    const people = [
      { ...holder, smsAlerts: true },
      { ...waterClerk, emailOptOut: ['bill.due'] },
    ];
    const got = deliveriesFor(
      'bill.due',
      { to: 'holder', ownerUserId: 1, serviceMasterId: 2 },
      people,
    ).map(route);
    expect(got).toEqual(['1:portal:', '1:email:u1@example.test', '1:sms:987650001', '2:portal:']);
  });
});

describe("the plot registration's contact details", () => {
  const plot = {
    applicantInfo: {
      FullName: 'Asha Patil',
      ContactEmail: 'U1@example.test', // the holder's own address, in other case
      ContactMobile: '+91 98765 00011',
    },
    registeredOfficeInfo: {
      CompanyName: 'Asha Castings Pvt Ltd',
      ContactEmail1: 'office@asha.test',
      ContactEmail2: 'accounts@asha.test',
      ContactEmail3: '',
      ContactEmail4: 'Office@asha.test',
    },
    unitContactInfo: { LocationOfUnitEMailAddress: 'works@asha.test', ReceiveSMSAlerts: true },
  };
  const contacts = plotContactsOf(plot);
  const fire = { to: 'holder', ownerUserId: 1, serviceMasterId: 1 } as const;

  it('reads the contact e-mails, the mobile and "Send me SMS alerts" from the answers', () => {
    expect(contacts).toEqual<PlotContacts>({
      name: 'Asha Castings Pvt Ltd',
      emails: [
        'U1@example.test',
        'office@asha.test',
        'accounts@asha.test',
        'Office@asha.test',
        'works@asha.test',
      ],
      mobile: '+91 98765 00011',
      smsAlerts: true,
    });
    const bare = plotContactsOf({
      applicantInfo: {},
      registeredOfficeInfo: {},
      unitContactInfo: {},
    });
    expect(bare).toEqual({ name: '', emails: [], mobile: null, smsAlerts: false });
  });

  it('each contact address gets one e-mail, and the mobile an SMS when the plot asked for SMS alerts', () => {
    const got = deliveriesFor('application.approved', fire, everyone, contacts).map(route);
    expect(got).toEqual([
      '1:portal:',
      '1:email:u1@example.test',
      '3:portal:',
      '3:email:u3@example.test',
      '-:email:office@asha.test',
      '-:email:accounts@asha.test',
      '-:email:works@asha.test',
      '-:sms:+91 98765 00011',
    ]);
    const noSms = { ...contacts, smsAlerts: false };
    expect(deliveriesFor('application.approved', fire, everyone, noSms).map(route)).not.toContain(
      '-:sms:+91 98765 00011',
    );
  });

  it("the holder's e-mail switch for a kind also silences the plot's addresses for it", () => {
    const quiet = [{ ...holder, emailOptOut: ['application.approved'] }, fireClerk];
    const got = deliveriesFor('application.approved', fire, quiet, contacts).map(route);
    expect(got.filter((r) => r.includes(':email:'))).toEqual(['3:email:u3@example.test']);
    // SMS follows the plot's own answer, not the e-mail switch.
    expect(got).toContain('-:sms:+91 98765 00011');
    expect(deliveriesFor('application.rejected', fire, quiet, contacts).map(route)).toContain(
      '-:email:office@asha.test',
    );
  });

  it("a number or address that is a recipient's own follows that person's preferences, once", () => {
    // The holder's own mobile is the plot's mobile: with their SMS alerts off, no SMS goes to it.
    const same = { ...holder, mobile: '09876500011' };
    const got = deliveriesFor('application.approved', fire, [same], contacts).map(route);
    expect(got.filter((r) => r.includes(':sms:'))).toEqual([]);
    const withSms = deliveriesFor(
      'application.approved',
      fire,
      [{ ...same, smsAlerts: true }],
      contacts,
    );
    expect(withSms.filter((d) => d.channel === 'sms').map(route)).toEqual(['1:sms:09876500011']);
  });

  it('names the company in the greeting of the messages to plot contacts', () => {
    const [first] = contactDeliveries('bill.due', contacts, holder, [holder]);
    expect(first).toEqual({
      channel: 'email',
      userId: null,
      to: 'office@asha.test',
      name: 'Asha Castings Pvt Ltd',
      language: 'en',
    });
  });

  it('staff events and events without a plot reach no plot contact', () => {
    const staffOnly = deliveriesFor('staff.new-application', { to: 'staff' }, everyone, contacts);
    expect(staffOnly.map(route)).toEqual(['6:portal:', '6:email:u6@example.test']);
    const noPlot = deliveriesFor('application.approved', fire, everyone).map(route);
    expect(noPlot.every((r) => !r.startsWith('-'))).toBe(true);
  });
});
