/** The user's language on their profile (issue 20): PUT /api/account/language and the sign-ins. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { DEMO_MAITRI_USER_ID } from '../src/seed/maitri.ts';
import { signMaitriToken } from '../src/services/maitri/tokens.ts';
import { createTestApp, DEMO_ACCOUNTS, nextAddress, TEST_PASSWORD } from './support/test-app.ts';
import type { LoggedIn, TestApp } from './support/test-app.ts';

const MAITRI_SECRET = 'test-maitri-secret-of-at-least-32-characters';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MAITRI_SECRET });
});
afterAll(() => t.close());

const putLanguage = (session: LoggedIn | null, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/account/language',
    headers: session?.headers ?? {},
    payload: payload as object,
  });

async function signIn(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/Account/AuthenticateInvestorUser',
    payload: { Email: email, Password: TEST_PASSWORD },
    remoteAddress: nextAddress(),
  });
  expect(res.statusCode).toBe(200);
  return res.json().Data as { Language: unknown };
}

async function storedLanguage(email: string) {
  const rows = await t.database.db
    .select({ language: users.language, email: users.email })
    .from(users);
  return rows.find((r) => r.email === email)?.language;
}

describe('PUT /api/account/language', () => {
  it('answers null in the login answer before the user chose a language', async () => {
    expect((await signIn(DEMO_ACCOUNTS.admin.email)).Language).toBeNull();
  });

  it("stores the caller's choice; the next sign-in answers it, other users keep theirs", async () => {
    const investor = await t.login(DEMO_ACCOUNTS.investor.email);
    const res = await putLanguage(investor, { Language: 'mr' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      IsSuccess: true,
      Message: 'Language saved',
      Code: 'account.languageSaved',
      Data: { Language: 'mr' },
    });
    expect((await signIn(DEMO_ACCOUNTS.investor.email)).Language).toBe('mr');
    expect(await storedLanguage(DEMO_ACCOUNTS.txuser.email)).toBeNull();

    expect((await putLanguage(investor, { Language: 'hi' })).statusCode).toBe(200);
    expect(await storedLanguage(DEMO_ACCOUNTS.investor.email)).toBe('hi');
    expect((await putLanguage(investor, { Language: 'en' })).statusCode).toBe(200);
    expect((await signIn(DEMO_ACCOUNTS.investor.email)).Language).toBe('en');
  });

  it('refuses anything but en, mr or hi with a 400 naming the field, and changes nothing', async () => {
    const session = await t.login(DEMO_ACCOUNTS.midc.email);
    expect((await putLanguage(session, { Language: 'hi' })).statusCode).toBe(200);
    const cases: [unknown, string][] = [
      [{ Language: 'fr' }, "Field 'Language' must be one of: en, mr, hi"],
      [{ Language: 'MR' }, "Field 'Language' must be one of: en, mr, hi"],
      [{ Language: 'en-XA' }, "Field 'Language' must be one of: en, mr, hi"],
      [{ Language: null }, "Field 'Language' must be of type string"],
      [{ Language: 1 }, "Field 'Language' must be of type string"],
      [{}, "Field 'Language' is required"],
      [{ Language: 'mr', UserId: 1 }, "Unknown field 'UserId' is not allowed"],
    ];
    for (const [payload, message] of cases) {
      const res = await putLanguage(session, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ IsSuccess: false, Message: message });
    }
    expect(await storedLanguage(DEMO_ACCOUNTS.midc.email)).toBe('hi');
  });

  it('needs a signed-in caller', async () => {
    const res = await putLanguage(null, { Language: 'mr' });
    expect(res.statusCode).toBe(401);
    expect(res.json().IsSuccess).toBe(false);
  });
});

describe('the MAITRI sign-in', () => {
  it("answers the linked user's language too", async () => {
    await t.database.db
      .update(users)
      .set({ language: 'hi' })
      .where(eq(users.maitriUserId, DEMO_MAITRI_USER_ID));
    const token = await signMaitriToken(MAITRI_SECRET, {
      maitriUserId: DEMO_MAITRI_USER_ID,
      ids: { ServiceID: 'MIDC-WAT-101' },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/Account/AuthenticateMaitriUser',
      payload: { Token: token, MaitriUserId: DEMO_MAITRI_USER_ID, ServiceID: 'MIDC-WAT-101' },
      remoteAddress: nextAddress(),
    });
    expect(res.json()).toMatchObject({ IsSuccess: true, Data: { Language: 'hi' } });
  });
});
