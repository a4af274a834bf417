/**
 * Account-security messages in the recipient's language (issue 20): one-time passwords, the
 * contact-changed and password-changed notices, the reset link and a new user's link. A user who
 * chose Marathi gets them in Marathi, one who chose nothing in English (the texts as they always
 * were); a code for a NEW address goes in the signed-in user's language; a new transaction user's
 * e-mail and SMS go in the language of the investor adding them, which becomes theirs.
 */
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { listMessages } from '../src/services/notifications/outbox.ts';
import { SECURITY_TEMPLATES } from '../src/services/notifications/security-templates.ts';
import {
  createTestApp,
  DEMO_ACCOUNTS,
  TEST_PASSWORD,
  TEST_PUBLIC_URL,
} from './support/test-app.ts';
import type { LoggedIn, TestApp } from './support/test-app.ts';

const folder = new URL('../src/content/security-templates/', import.meta.url);
const templateFile = (language: string) =>
  JSON.parse(readFileSync(new URL(`${language}.json`, folder), 'utf8')) as Record<
    string,
    Record<string, string> | string
  >;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the security template files', () => {
  it('have every message with the same parts and placeholders in English, Marathi and Hindi', () => {
    const en = templateFile('en');
    const names = Object.keys(en).filter((k) => k !== '$comment');
    expect(names).toEqual(Object.keys(SECURITY_TEMPLATES));
    for (const language of ['mr', 'hi']) {
      const other = templateFile(language);
      expect(Object.keys(other).filter((k) => k !== '$comment')).toEqual(names);
      for (const name of names) {
        const english = en[name] as Record<string, string>;
        const translated = other[name] as Record<string, string>;
        expect(Object.keys(translated), `${language} ${name}`).toEqual(Object.keys(english));
        for (const part of Object.keys(english)) {
          const where = `${language} ${name}.${part}`;
          expect(placeholders(translated[part]!), where).toEqual(placeholders(english[part]!));
          expect(translated[part], where).not.toBe(english[part]);
          expect(translated[part], where).toMatch(/[\u0900-\u097F]/);
        }
      }
    }
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (s: LoggedIn | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: s?.headers ?? {}, payload });
const chooseLanguage = async (s: LoggedIn, Language: string) => {
  const res = await call(s, 'PUT', '/api/account/language', { Language });
  expect(res.statusCode, res.body).toBe(200);
};
const newest = async (to: string) => {
  const [message] = await listMessages(t.database.db, { to, limit: 1 });
  if (!message) throw new Error(`nothing sent to ${to}`);
  return message;
};
const codeIn = (body: string) => /\b(\d{6})\b/.exec(body)![1]!;
const profile = (s: LoggedIn, path: string, payload: object) =>
  call(s, 'POST', `/ManageProfile/${path}?UserID=${s.userId}`, payload);
const requestReset = (ContactEmail: string) =>
  call(null, 'POST', '/ManageProfile/GenerateForgotPasswordLink', { ContactEmail });

describe('a user who chose Marathi', () => {
  let s: LoggedIn;
  beforeAll(async () => {
    s = await t.login(DEMO_ACCOUNTS.midc.email);
    await chooseLanguage(s, 'mr');
  });

  it('gets the code for a new e-mail address, and the notice of the change, in Marathi', async () => {
    const sent = await profile(s, 'GenerateChangeEmailOTP', { Email: 'mr.officer@demo.test' });
    expect(sent.json().IsSuccess, sent.body).toBe(true);
    const otp = await newest('mr.officer@demo.test');
    expect(otp.subject).toBe('आपल्या नवीन ई-मेल पत्त्याची पुष्टी करण्यासाठी OTP');
    const code = codeIn(otp.body);
    expect(otp.body).toBe(
      `MIDC पोर्टलसाठी आपला एकवेळ पासवर्ड (OTP) ${code} आहे. तो आपल्या नवीन ई-मेल पत्त्याची ` +
        'पुष्टी करण्यासाठी आहे आणि 7 मिनिटांत कालबाह्य होईल. हा OTP कोणालाही सांगू नका.',
    );
    const done = await profile(s, 'VerifyChangeEmailOTP', {
      Email: 'mr.officer@demo.test',
      OTP: code,
    });
    expect(done.json().IsSuccess, done.body).toBe(true);
    const notice = await newest(DEMO_ACCOUNTS.midc.email);
    expect(notice.subject).toBe('आपला ई-मेल पत्ता बदलण्यात आला');
    expect(notice.body).toBe(
      `प्रिय ${DEMO_ACCOUNTS.midc.name},\n\nआपल्या MIDC पोर्टल खात्याचा ई-मेल पत्ता बदलून ` +
        'mr.officer@demo.test करण्यात आला आहे. हा बदल आपण केला नसल्यास त्वरित हेल्पडेस्कशी संपर्क साधा.',
    );
  });

  it('gets the SMS code for a new mobile number in Marathi', async () => {
    await profile(s, 'GenerateMobileOTP', { MobileNo: '9820011111' });
    const sms = await newest('9820011111');
    expect(sms.channel).toBe('sms');
    expect(sms.body).toMatch(
      /^MIDC पोर्टलसाठी आपला एकवेळ पासवर्ड \(OTP\) \d{6} आहे\. तो आपल्या नवीन मोबाइल क्रमांकाची /,
    );
    expect(sms.body).toContain('7 मिनिटांत कालबाह्य होईल. हा OTP कोणालाही सांगू नका.');
  });

  it('is told of a password change in Marathi', async () => {
    const ok = await call(s, 'POST', '/ManageProfile/UpdatePassWord', {
      CurrentPassword: TEST_PASSWORD,
      NewPassword: 'Marathi@12345',
    });
    expect(ok.json().IsSuccess, ok.body).toBe(true);
    const notice = await newest('mr.officer@demo.test');
    expect(notice.subject).toBe('आपला MIDC पोर्टल पासवर्ड बदलण्यात आला');
    expect(notice.body).toContain('आपली इतर सर्व सत्रे साइन आउट करण्यात आली आहेत.');
    expect(notice.body).toContain('हा बदल आपण केला नसल्यास त्वरित आपला पासवर्ड रीसेट करा.');
  });

  it('gets the password reset link in Marathi', async () => {
    expect((await requestReset('mr.officer@demo.test')).json().IsSuccess).toBe(true);
    const mail = await newest('mr.officer@demo.test');
    expect(mail.subject).toBe('आपला MIDC पोर्टल पासवर्ड रीसेट करा');
    expect(mail.body).toMatch(
      new RegExp(
        `^प्रिय ${DEMO_ACCOUNTS.midc.name},\\n\\nआपल्या खात्याचा पासवर्ड रीसेट करण्याची विनंती ` +
          'करण्यात आली आहे. नवीन पासवर्ड निवडण्यासाठी ही लिंक 30 मिनिटांच्या आत उघडा:\\n\\n' +
          `${TEST_PUBLIC_URL}/ResetPassword\\?token=\\S+\\n\\nही लिंक फक्त एकदाच वापरता येते. ` +
          'आपण ही विनंती केली नसल्यास या ई-मेलकडे दुर्लक्ष करा.$',
      ),
    );
  });
});

describe('a user who chose no language', () => {
  it('gets the code, the notices and the reset link in English, worded as before', async () => {
    const s = await t.login(DEMO_ACCOUNTS.admin.email);
    await profile(s, 'GenerateChangeEmailOTP', { Email: 'en.admin@demo.test' });
    const otp = await newest('en.admin@demo.test');
    expect(otp.subject).toBe('OTP to confirm your new e-mail address');
    const code = codeIn(otp.body);
    expect(otp.body).toBe(
      `Your MIDC portal one-time password (OTP) is ${code}. It confirms your new e-mail address ` +
        'and expires in 7 minutes. Do not share it with anyone.',
    );
    await profile(s, 'VerifyChangeEmailOTP', { Email: 'en.admin@demo.test', OTP: code });
    const notice = await newest(DEMO_ACCOUNTS.admin.email);
    expect(notice.subject).toBe('Your e-mail address was changed');
    expect(notice.body).toBe(
      `Dear ${DEMO_ACCOUNTS.admin.name},\n\nThe e-mail address of your MIDC portal account was ` +
        'changed to en.admin@demo.test. If you did not do this, contact the helpdesk at once.',
    );

    await call(s, 'POST', '/ManageProfile/UpdatePassWord', {
      CurrentPassword: TEST_PASSWORD,
      NewPassword: 'English@12345',
    });
    const changed = await newest('en.admin@demo.test');
    expect(changed.subject).toBe('Your MIDC portal password was changed');
    expect(changed.body).toBe(
      `Dear ${DEMO_ACCOUNTS.admin.name},\n\nThe password of your account was changed and your ` +
        'other sessions were signed out. If you did not do this, reset your password at once.',
    );

    await requestReset('en.admin@demo.test');
    const reset = await newest('en.admin@demo.test');
    expect(reset.subject).toBe('Reset your MIDC portal password');
    expect(reset.body).toMatch(
      new RegExp(
        `^Dear ${DEMO_ACCOUNTS.admin.name},\\n\\nA password reset was requested for your account. ` +
          'Open this link within 30 minutes to choose a new password:\\n\\n' +
          `${TEST_PUBLIC_URL}/ResetPassword\\?token=\\S+\\n\\nThe link works once. ` +
          'If you did not ask for it, ignore this e-mail.$',
      ),
    );
  });
});

describe('a transaction user added by an investor', () => {
  let investor: LoggedIn;
  const add = (Email: string, MobileNo: string) =>
    call(investor, 'POST', '/api/users', {
      UserName: 'Asha Patil',
      Email,
      MobileNo,
      DepartmentRights: [2],
    });
  const languageOf = async (email: string) =>
    (await t.database.db.select().from(users).where(eq(users.email, email)))[0]?.language;

  beforeAll(async () => {
    investor = await t.login(DEMO_ACCOUNTS.investor.email);
  });

  it('gets the e-mail and the SMS in the language of the investor, which becomes theirs', async () => {
    await chooseLanguage(investor, 'hi');
    expect((await add('asha.hi@demo.test', '9811100001')).json().IsSuccess).toBe(true);
    const mail = await newest('asha.hi@demo.test');
    expect(mail.subject).toBe('आपको MIDC एकल खिड़की पोर्टल पर उपयोगकर्ता के रूप में जोड़ा गया है');
    expect(mail.body).toMatch(
      new RegExp(
        '^प्रिय Asha Patil,\\n\\n“Demo Industries Pvt Ltd” ने आपको MIDC एकल खिड़की पोर्टल के ' +
          'उपयोगकर्ता के रूप में जोड़ा है। अपने खाते का सत्यापन करने और अपना पासवर्ड चुनने के लिए ' +
          `यह लिंक 72 घंटे के भीतर खोलें:\\n\\n${TEST_PUBLIC_URL}/VerifyTranUser\\?token=\\S+\\n\\n` +
          'यह लिंक केवल एक बार काम करता है।$',
      ),
    );
    const sms = await newest('9811100001');
    expect(sms.body).toMatch(
      /^MIDC पोर्टल: “Demo Industries Pvt Ltd” ने आपको उपयोगकर्ता के रूप में जोड़ा है। सत्यापन करके अपना पासवर्ड निर्धारित करें: http:\/\/portal\.test\/VerifyTranUser\?token=\S+$/,
    );
    expect(await languageOf('asha.hi@demo.test')).toBe('hi');
  });

  it('keeps the user’s language for a new link when the investor has changed theirs', async () => {
    await chooseLanguage(investor, 'en');
    const [asha] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'asha.hi@demo.test'));
    const resent = await call(investor, 'POST', `/api/users/${asha!.userId}/verification`);
    expect(resent.json().IsSuccess, resent.body).toBe(true);
    expect((await newest('asha.hi@demo.test')).subject).toBe(
      'आपको MIDC एकल खिड़की पोर्टल पर उपयोगकर्ता के रूप में जोड़ा गया है',
    );
  });

  it('gets them in English from an investor in English, the company quoted as its own words', async () => {
    expect((await add('asha.en@demo.test', '9811100002')).json().IsSuccess).toBe(true);
    const mail = await newest('asha.en@demo.test');
    expect(mail.subject).toBe('You have been added to the MIDC single window portal');
    expect(mail.body).toMatch(
      /^Dear Asha Patil,\n\n“Demo Industries Pvt Ltd” has added you as a user of the MIDC single window portal\. Open this link within 72 hours to verify your account and choose your password:\n\nhttp:\/\/portal\.test\/VerifyTranUser\?token=\S+\n\nThe link works once\.$/,
    );
    expect((await newest('9811100002')).body).toMatch(
      /^MIDC portal: “Demo Industries Pvt Ltd” added you as a user\. Verify and set your password: http:\/\/portal\.test\/VerifyTranUser\?token=\S+$/,
    );
    expect(await languageOf('asha.en@demo.test')).toBe('en');
  });
});
