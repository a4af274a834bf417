import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../src/db/schema.ts';
import { listMessages } from '../src/services/notifications/outbox.ts';
import { createTestApp, DEMO_ACCOUNTS, TEST_PASSWORD } from './support/test-app.ts';
import type { LoggedIn, TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (s: LoggedIn, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: s.headers, payload });
const profileOf = (s: LoggedIn) =>
  call(s, 'GET', `/ManageProfile/GetUserAndCompanyInfobyUserId?UserId=${s.userId}`);

describe('UpdatePassWord', () => {
  const change = (s: LoggedIn, CurrentPassword: string, NewPassword: string) =>
    call(s, 'POST', '/ManageProfile/UpdatePassWord', { CurrentPassword, NewPassword });

  it('needs the current password and a strong new one; ends the other sessions', async () => {
    const s = await t.login(DEMO_ACCOUNTS.admin.email);
    const other = await t.login(DEMO_ACCOUNTS.admin.email);

    const wrong = await change(s, 'Wrong@12345', 'Newer@12345');
    expect(wrong.json()).toMatchObject({
      IsSuccess: false,
      Message: 'The current password is incorrect.',
      Data: { errors: [{ path: 'CurrentPassword' }] },
    });
    const missing = await call(s, 'POST', '/ManageProfile/UpdatePassWord', {
      NewPassword: 'Newer@12345',
    });
    expect(missing.statusCode).toBe(400);
    const weak = await change(s, TEST_PASSWORD, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().Data.errors[0].path).toBe('NewPassword');
    const same = await change(s, TEST_PASSWORD, TEST_PASSWORD);
    expect(same.statusCode).toBe(400);

    const ok = await change(s, TEST_PASSWORD, 'Newer@12345');
    expect(ok.json().IsSuccess).toBe(true);
    expect((await profileOf(s)).statusCode).toBe(200); // this session stays
    expect((await profileOf(other)).statusCode).toBe(401); // the other one ends
    await expect(t.login(DEMO_ACCOUNTS.admin.email)).rejects.toThrow();
    await t.login(DEMO_ACCOUNTS.admin.email, 'Newer@12345');
    const [notice] = await listMessages(t.database.db, { to: DEMO_ACCOUNTS.admin.email });
    expect(notice?.subject).toMatch(/password was changed/);
  });

  it('counts wrong current passwords towards the account lock', async () => {
    const s = await t.login(DEMO_ACCOUNTS.midc.email);
    for (let i = 0; i < 5; i += 1) await change(s, `Wrong@${i}2345`, 'Newer@12345');
    const locked = await change(s, TEST_PASSWORD, 'Newer@12345');
    expect(locked.json()).toMatchObject({ IsSuccess: false, Message: /temporarily locked/ });
  });
});

describe('company name', () => {
  it('reads, refuses a second save, changes; only for the caller', async () => {
    const s = await t.login(DEMO_ACCOUNTS.investor.email);
    const get = await call(s, 'GET', `/ManageProfile/GetCompanyName?UserId=${s.userId}`);
    expect(get.json().Data).toEqual({ CompanyName: 'Demo Industries Pvt Ltd', PlotId: null });
    const plot = await call(
      s,
      'GET',
      `/ManageProfile/GetCompanyName?UserId=${s.userId}&PlotId=NO-SUCH-PLOT`,
    );
    expect(plot.statusCode).toBe(404);
    const foreign = await call(s, 'GET', `/ManageProfile/GetCompanyName?UserId=${s.userId + 1}`);
    expect(foreign.statusCode).toBe(403);

    const body = { CompanyName: 'Demo Industries (India) Pvt Ltd' };
    const save = await call(s, 'POST', `/ManageProfile/SaveCompanyName?userId=${s.userId}`, body);
    expect(save.json().IsSuccess).toBe(false);
    const put = await call(s, 'PUT', `/ManageProfile/ChangeCompanyName?userId=${s.userId}`, body);
    expect(put.json().IsSuccess).toBe(true);
    expect((await profileOf(s)).json().Data.companyInfo.CompanyName).toBe(body.CompanyName);
    const blank = await call(s, 'PUT', `/ManageProfile/ChangeCompanyName?userId=${s.userId}`, {
      CompanyName: '   ',
    });
    expect(blank.statusCode).toBe(400);
  });

  it("lets a Transaction-User read the parent's name but change nothing", async () => {
    const s = await t.login(DEMO_ACCOUNTS.txuser.email);
    const get = await call(s, 'GET', `/ManageProfile/GetCompanyName?UserId=${s.userId}`);
    expect(get.json().Data.CompanyName).toMatch(/Demo Industries/);
    const body = { CompanyName: 'Hijack Ltd' };
    const put = await call(s, 'PUT', `/ManageProfile/ChangeCompanyName?userId=${s.userId}`, body);
    expect(put.statusCode).toBe(403);
    const save = await call(s, 'POST', `/ManageProfile/SaveCompanyName?userId=${s.userId}`, body);
    expect(save.statusCode).toBe(403);
  });

  it('SaveCompanyName creates the first company of an investor without one', async () => {
    const s = await t.login(DEMO_ACCOUNTS.investor.email);
    await t.database.db.delete(companies);
    const save = await call(s, 'POST', `/ManageProfile/SaveCompanyName?userId=${s.userId}`, {
      CompanyName: 'Fresh Start Pvt Ltd',
    });
    expect(save.json().IsSuccess).toBe(true);
    expect((await profileOf(s)).json().Data.companyInfo.CompanyName).toBe('Fresh Start Pvt Ltd');
  });
});

describe('UpdateUserProfile', () => {
  const update = (s: LoggedIn, body: object) =>
    call(s, 'POST', `/ManageProfile/UpdateUserProfile?userId=${s.userId}`, body);

  it('saves the name and company details and answers the new profile', async () => {
    const s = await t.login(DEMO_ACCOUNTS.investor.email);
    const res = await update(s, {
      UserName: 'Demo Investor Two',
      Pincode: '411001',
      City: 'Pune',
      CompanyPAN: 'aabcd1234e',
      CompanyFaxNo: '',
    });
    expect(res.json().IsSuccess).toBe(true);
    expect(res.json().Data.userData.UserName).toBe('Demo Investor Two');
    expect(res.json().Data.companyInfo).toMatchObject({
      Pincode: '411001',
      City: 'Pune',
      CompanyPAN: 'AABCD1234E',
      CompanyFaxNo: null,
    });
  });

  it('names every bad field and changes nothing', async () => {
    const s = await t.login(DEMO_ACCOUNTS.investor.email);
    const res = await update(s, { Pincode: '12', GSTIN: 'nope', City: 'Mumbai' });
    expect(res.statusCode).toBe(400);
    expect(res.json().Data.errors.map((e: { path: string }) => e.path)).toEqual([
      'Pincode',
      'GSTIN',
    ]);
    expect((await profileOf(s)).json().Data.companyInfo.City).not.toBe('Mumbai');
    const unknown = await update(s, { CompanyName: 'x' });
    expect(unknown.statusCode).toBe(400);
  });

  it('lets other roles change their name but not company details', async () => {
    const s = await t.login(DEMO_ACCOUNTS.txuser.email);
    expect((await update(s, { UserName: 'Tx Two' })).json().IsSuccess).toBe(true);
    expect((await update(s, { City: 'Pune' })).statusCode).toBe(403);
    const foreign = await call(s, 'POST', `/ManageProfile/UpdateUserProfile?userId=1`, {
      UserName: 'x',
    });
    expect(foreign.statusCode).toBe(403);
  });
});
