/**
 * New Plot Registration on a real database: an investor files one (strictly validated, letter of
 * authority checked), sees it Pending on the dashboard, cannot raise services on it, and may
 * cancel it; staff (role 4 only) verify or reject it with a remark; nobody else sees it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { addUser, client, registrationAnswers, upload } from './support/engine.ts';
import { createTestApp, DEMO_ACCOUNTS } from './support/test-app.ts';
import type { LoggedIn, TestApp } from './support/test-app.ts';

let t: TestApp;
let investor: LoggedIn;
let other: LoggedIn;
let staff: LoggedIn;
let areaId: number;
beforeAll(async () => {
  t = await createTestApp();
  investor = await addUser(t, { role: 1, name: 'Registering Investor' });
  other = await addUser(t, { role: 1, name: 'Another Investor' });
  staff = await t.login(DEMO_ACCOUNTS.midc.email);
  const areas = (await client(t.app, investor).get('/api/industrial-areas')).json().Data;
  areaId = areas.find((a: { Name: string }) => a.Name === 'Chakan').IndustrialAreaId;
});
afterAll(() => t.close());

let plotNo = 0;
/** The form's sample answers with a real letter of authority uploaded by `session`. */
async function answers(session: LoggedIn, plot: Record<string, unknown> = {}) {
  const res = await upload(t.app, session, {
    serviceId: 'PlotRegistration',
    key: 'authorityLetter',
  });
  expect(res.statusCode, res.body).toBe(200);
  plotNo += 1;
  return registrationAnswers(areaId, { PlotNumber: `R-${plotNo}`, ...plot }, res.json().Data);
}

const register = (session: LoggedIn, Registration: unknown, extra: object = {}) =>
  client(t.app, session).post('/api/plot-registrations', { Registration, ...extra });

const cardOf = async (session: LoggedIn, plotId: string) =>
  (await client(t.app, session).get('/api/plots'))
    .json()
    .Data.find((c: { PlotID: string }) => c.PlotID === plotId);

describe('plot registration', () => {
  it('offers the master list of industrial areas', async () => {
    const res = await client(t.app, investor).get('/api/industrial-areas');
    const names = res.json().Data.map((a: { Name: string }) => a.Name);
    expect(names).toEqual(expect.arrayContaining(['Taloja', 'Ranjangaon', 'Chakan', 'Waluj']));
  });

  it('creates the plot Pending for the investor; services stay closed until verified', async () => {
    const res = await register(investor, await answers(investor));
    expect(res.statusCode, res.body).toBe(200);
    const { PlotID, RegistrationStatus } = res.json().Data;
    expect(RegistrationStatus).toBe('Pending');
    expect(PlotID).toMatch(/^CKN-R\d+$/);
    expect(await cardOf(investor, PlotID)).toMatchObject({
      RegistrationStatus: 'Pending',
      IndustrialAreaName: 'Chakan',
      PlotName: expect.stringContaining('Plot R-'),
    });
    const details = (await client(t.app, investor).get(`/api/plots/${PlotID}`)).json().Data;
    expect(details.applicantInfo).toMatchObject({
      FullName: 'Asha Kulkarni',
      DocName1: 'doc.pdf',
      Contenttype1: 'application/pdf',
    });
    const draft = await client(t.app, investor).post('/api/applications/draft', {
      PlotId: PlotID,
      ServiceId: 'NoDueCertificateService',
      SchemaVersion: 1,
      CurrentStep: 'applicant',
      Data: {},
    });
    expect(draft.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('answers invalid and unknown fields with field errors, and refuses a duplicate plot', async () => {
    const data = await answers(investor);
    data.applicantInfo.ContactMobile = '12345';
    data.plotInfo.Surprise = 'x';
    // A group that asks its district only for Maharashtra refuses unknown fields all the same.
    data.applicantInfo.Nickname = 'x';
    delete data.registeredOfficeInfo.CompanyName;
    const res = await register(investor, data);
    expect(res.statusCode).toBe(400);
    const paths = res.json().Data.errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/applicantInfo/ContactMobile',
        '/registeredOfficeInfo/CompanyName',
        '/plotInfo/Surprise',
        '/applicantInfo/Nickname',
      ]),
    );
    const nickname = res
      .json()
      .Data.errors.find((e: { path: string }) => e.path === '/applicantInfo/Nickname');
    expect(nickname.message).toBe('Not a field of this form');
    const first = await register(investor, await answers(investor, { PlotNumber: 'DUP-1' }));
    expect(first.statusCode).toBe(200);
    const twin = await register(other, await answers(other, { PlotNumber: 'dup-1' }));
    expect(twin.statusCode).toBe(400);
    expect(twin.json().Data.errors[0].path).toBe('/plotInfo/PlotNumber');
  });

  it('refuses contradictions: a district outside the chosen state, a non-MIDC plot in an MIDC area', async () => {
    const data = await answers(investor, { IsMIDCPlot: false });
    data.applicantInfo.StateID = 35; // Andaman and Nicobar Islands
    data.applicantInfo.DistrictID = 522; // Ahmednagar, Maharashtra
    const res = await register(investor, data);
    expect(res.statusCode).toBe(400);
    expect(res.json().IsSuccess).toBe(false);
    const errors = res.json().Data.errors as { path: string; message: string }[];
    expect(errors).toEqual(
      expect.arrayContaining([
        // Each also names its check (rule), so the browser can word it in the user's language.
        expect.objectContaining({
          path: '/applicantInfo/DistrictID',
          message: expect.stringMatching(/only when the applicant's state is Maharashtra/),
        }),
        expect.objectContaining({
          path: '/plotInfo/IsMIDCPlot',
          message: expect.stringMatching(/is an MIDC plot/),
        }),
      ]),
    );
    // The same answers within Maharashtra, as an MIDC plot, are accepted.
    data.applicantInfo.StateID = 27;
    data.plotInfo.IsMIDCPlot = true;
    expect((await register(investor, data)).statusCode).toBe(200);
  });

  it("refuses a letter of authority that is not the caller's, and an unknown area", async () => {
    const mine = await answers(investor);
    const theirs = await answers(other);
    theirs.documents.authorityLetter = mine.documents.authorityLetter;
    const res = await register(other, theirs);
    expect(res.statusCode).toBe(400);
    expect(res.json().Data.errors[0]).toEqual({
      path: '/documents/authorityLetter',
      message: 'File Not found. Please try linking another file',
      code: 'forms.fileLinkNotFound',
    });
    const noArea = await register(investor, await answers(investor, { IndustrialAreaId: 999999 }));
    expect(noArea.json().Data.errors[0].path).toBe('/plotInfo/IndustrialAreaId');
  });

  it('hides a registration from other investors, who cannot cancel it', async () => {
    const { PlotID } = (await register(investor, await answers(investor))).json().Data;
    expect(await cardOf(other, PlotID)).toBeUndefined();
    expect((await client(t.app, other).get(`/api/plots/${PlotID}`)).statusCode).toBe(404);
    const cancel = await client(t.app, other).post(`/api/plot-registrations/${PlotID}/cancel`);
    expect(cancel.statusCode).toBe(404);
    expect(await cardOf(investor, PlotID)).toMatchObject({ RegistrationStatus: 'Pending' });
  });

  it('lets the owner cancel a pending registration: it leaves the dashboard', async () => {
    const { PlotID } = (await register(investor, await answers(investor))).json().Data;
    const res = await client(t.app, investor).post(`/api/plot-registrations/${PlotID}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await cardOf(investor, PlotID)).toBeUndefined();
    const again = await client(t.app, investor).post(`/api/plot-registrations/${PlotID}/cancel`);
    expect(again.statusCode).toBe(409);
  });

  it('staff verify: the plot becomes a normal plot that cannot be cancelled', async () => {
    const { PlotID } = (await register(investor, await answers(investor))).json().Data;
    const pending = (await client(t.app, staff).get('/api/plot-registrations/pending')).json().Data;
    const row = pending.find((r: { PlotID: string }) => r.PlotID === PlotID);
    expect(row).toMatchObject({
      IndustrialAreaName: 'Chakan',
      CompanyName: 'Sahyadri Precision Engineering Pvt Ltd',
      HolderName: 'Registering Investor',
      AuthorityLetter: { FileName: 'doc.pdf' },
    });
    // Staff read the letter they check.
    const letter = await client(t.app, staff).get(`/api/uploads/${row.AuthorityLetter.FileId}`);
    expect(letter.statusCode).toBe(200);
    const res = await client(t.app, staff).post(`/api/plot-registrations/${PlotID}/review`, {
      Action: 'verify',
    });
    expect(res.json().Data.RegistrationStatus).toBe('Approved');
    expect(await cardOf(investor, PlotID)).toMatchObject({ RegistrationStatus: 'Approved' });
    const services = (await client(t.app, investor).get(`/api/plots/${PlotID}/services`)).json();
    expect(services.Data.some((s: { available: boolean }) => s.available)).toBe(true);
    const cancel = await client(t.app, investor).post(`/api/plot-registrations/${PlotID}/cancel`);
    expect(cancel.statusCode).toBe(409);
    const twice = await client(t.app, staff).post(`/api/plot-registrations/${PlotID}/review`, {
      Action: 'reject',
      Remarks: 'late',
    });
    expect(twice.statusCode).toBe(409);
  });

  it('staff record the back-office facts when verifying; the plot holder then sees them', async () => {
    const { PlotID } = (await register(investor, await answers(investor))).json().Data;
    const url = `/api/plot-registrations/${PlotID}/review`;
    const api = client(t.app, staff);
    const facts = {
      allotmentOrderNo: 'MIDC/RO-PUN-I/ALT/2026/019',
      allotmentDate: '2026-03-02',
      possessionDate: '2026-04-01',
      leaseType: 'Agreement to lease',
      outstandingDues: false,
    };
    const early = await api.post(url, {
      Action: 'verify',
      Facts: { ...facts, possessionDate: '2026-02-01' },
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().Data.errors[0].path).toBe('/Facts/possessionDate');
    const unknown = await api.post(url, { Action: 'verify', Facts: { prevailingRate: 1 } });
    expect(unknown.statusCode).toBe(400);
    const badLease = await api.post(url, { Action: 'verify', Facts: { leaseType: 'Forever' } });
    expect(badLease.statusCode).toBe(400);
    const onReject = await api.post(url, { Action: 'reject', Remarks: 'No', Facts: facts });
    expect(onReject.statusCode).toBe(400);

    expect((await api.post(url, { Action: 'verify', Facts: facts })).statusCode).toBe(200);
    const plot = (await client(t.app, investor).get(`/api/plots/${PlotID}`)).json().Data;
    expect(plot.facts).toMatchObject(facts);
  });

  it('staff reject only with a remark, which the owner sees', async () => {
    const { PlotID } = (await register(investor, await answers(investor))).json().Data;
    const url = `/api/plot-registrations/${PlotID}/review`;
    expect((await client(t.app, staff).post(url, { Action: 'reject' })).statusCode).toBe(400);
    const remark = 'The allotment order is for plot R-9, not this number.';
    const res = await client(t.app, staff).post(url, { Action: 'reject', Remarks: remark });
    expect(res.statusCode, res.body).toBe(200);
    expect(await cardOf(investor, PlotID)).toMatchObject({
      RegistrationStatus: 'Rejected',
      RegistrationRemarks: remark,
    });
  });

  it('refuses verify and reject to investors, transaction users and admins', async () => {
    const { PlotID } = (await register(investor, await answers(investor))).json().Data;
    const url = `/api/plot-registrations/${PlotID}/review`;
    for (const email of [
      DEMO_ACCOUNTS.investor.email,
      DEMO_ACCOUNTS.txuser.email,
      DEMO_ACCOUNTS.admin.email,
    ]) {
      const session = await t.login(email);
      expect((await client(t.app, session).post(url, { Action: 'verify' })).statusCode).toBe(403);
      expect((await client(t.app, session).get('/api/plot-registrations/pending')).statusCode).toBe(
        403,
      );
    }
    expect((await client(t.app, investor).post(url, { Action: 'verify' })).statusCode).toBe(403);
    expect(await cardOf(investor, PlotID)).toMatchObject({ RegistrationStatus: 'Pending' });
  });

  it('lets an admin read back and remove a letter uploaded before naming the holder', async () => {
    const admin = await t.login(DEMO_ACCOUNTS.admin.email);
    const file = (await answers(admin)).documents.authorityLetter.id;
    const api = client(t.app, admin);
    expect((await api.get(`/api/uploads/${file}`)).statusCode).toBe(200);
    expect((await client(t.app, investor).get(`/api/uploads/${file}`)).statusCode).toBe(404);
    expect((await client(t.app, investor).del(`/api/uploads/${file}`)).statusCode).toBe(404);
    expect((await api.del(`/api/uploads/${file}`)).statusCode).toBe(200);
    expect((await api.get(`/api/uploads/${file}`)).statusCode).toBe(404);
  });

  it('lets an admin register a plot for a named holder, whose letter it becomes', async () => {
    const admin = await t.login(DEMO_ACCOUNTS.admin.email);
    const data = await answers(admin);
    const missing = await register(admin, data);
    expect(missing.json().Data.errors[0].path).toBe('HolderEmail');
    const [row] = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.userId, other.userId));
    const email = row!.email;
    const res = await register(admin, data, { HolderEmail: email });
    expect(res.statusCode, res.body).toBe(200);
    expect(await cardOf(other, res.json().Data.PlotID)).toMatchObject({
      RegistrationStatus: 'Pending',
    });
    const file = data.documents.authorityLetter.id;
    expect((await client(t.app, other).get(`/api/uploads/${file}`)).statusCode).toBe(200);
    // Once the letter is the holder's and part of the plot, no one deletes it.
    expect((await client(t.app, admin).get(`/api/uploads/${file}`)).statusCode).toBe(404);
    expect((await client(t.app, other).del(`/api/uploads/${file}`)).statusCode).toBe(409);
    const tx = await t.login(DEMO_ACCOUNTS.txuser.email);
    expect((await register(tx, data)).statusCode).toBe(403);
    const investorAsStaff = await register(investor, await answers(investor), {
      HolderEmail: email,
    });
    expect(investorAsStaff.statusCode).toBe(400);
  });
});
