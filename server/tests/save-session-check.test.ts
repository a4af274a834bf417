/**
 * A draft save may start on this process's last check of its session (the `deferred` preHandler,
 * auth/authenticate.ts): the save's own statement then checks that the session is still live and
 * the identity unchanged. What another process or an administrator wrote since, here written
 * straight into the database as they would, must still decide the answer, exactly as a fresh check
 * would, and a refused save leaves the draft as it was.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../src/db/schema-engine.ts';
import { sha256 } from '../src/lib/secrets.ts';
import {
  addUser,
  client,
  draftSample,
  draftSavedTwice,
  service,
  setRights,
} from './support/engine.ts';
import { createTestApp, DEMO_ACCOUNTS } from './support/test-app.ts';
import type { LoggedIn, TestApp } from './support/test-app.ts';

let t: TestApp;
let investor: LoggedIn;
const s = service('TimeLimitExtensionService');
const { data: Data } = draftSample(s);

beforeAll(async () => {
  t = await createTestApp();
  investor = await t.login(DEMO_ACCOUNTS.investor.email);
});
afterAll(() => t.close());

/** A draft on a plot of `holder`, saved twice by `saver` (draftSavedTwice). */
async function savedTwice(saver: LoggedIn, holder = saver) {
  const api = client(t.app, saver);
  return { api, ...(await draftSavedTwice(t, api, holder.userId, s)) };
}

/** The draft's revision as stored (its Version). */
async function storedVersion(submissionId: string) {
  const [row] = await t.database.db
    .select({ revision: applications.revision })
    .from(applications)
    .where(eq(applications.submissionId, submissionId));
  return row?.revision;
}

const write = (query: ReturnType<typeof sql>) => t.database.db.execute(query);
const laterStep = s.steps[1]!.id;

describe('a save that starts on the session this process checked last', () => {
  it('is refused (401) once the session was signed out elsewhere, and the draft stays', async () => {
    const saver = await t.login(DEMO_ACCOUNTS.investor.email);
    const { api, body, Version } = await savedTwice(saver);
    await write(sql`update sessions set revoked_at = now()
      where token_hash = ${sha256(saver.sessionToken)}`);
    const res = await api.post('/api/applications/draft', {
      ...body,
      CurrentStep: laterStep,
      Data,
    });
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json().error).toBe('Session expired');
    expect(await storedVersion(body.SubmissionId)).toBe(Version);
  });

  it('is refused (401) once the account was deactivated elsewhere', async () => {
    const holder = await addUser(t, { role: 1 });
    const { api, body, Version } = await savedTwice(holder);
    await write(sql`update users set is_active = false where user_id = ${holder.userId}`);
    const res = await api.post('/api/applications/draft', { ...body, Data });
    expect(res.statusCode, res.body).toBe(401);
    expect(await storedVersion(body.SubmissionId)).toBe(Version);
  });

  it('is refused (401) once the session has been idle past its limit', async () => {
    const holder = await addUser(t, { role: 1 });
    const { api, body, Version } = await savedTwice(holder);
    await write(sql`update sessions set last_seen_at = now() - interval '2 hours'
      where user_id = ${holder.userId}`);
    const res = await api.post('/api/applications/draft', { ...body, Data });
    expect(res.statusCode, res.body).toBe(401);
    expect(await storedVersion(body.SubmissionId)).toBe(Version);
  });

  it("answers on the user's rights of now, after they were taken away elsewhere (403)", async () => {
    const tx = await addUser(t, { role: 3, parentUserId: investor.userId, rights: '0,2' });
    const { api, body, Version } = await savedTwice(tx, investor);
    await setRights(t, tx.userId, '2');
    const res = await api.post('/api/applications/draft', { ...body, Data });
    expect(res.statusCode, res.body).toBe(403);
    expect(await storedVersion(body.SubmissionId)).toBe(Version);
  });

  it('saves on the name of now, after the account was renamed elsewhere', async () => {
    const holder = await addUser(t, { role: 1 });
    const { api, body, Version } = await savedTwice(holder);
    await write(
      sql`update users set user_name = 'Renamed elsewhere' where user_id = ${holder.userId}`,
    );
    const res = await api.post('/api/applications/draft', { ...body, Data });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Data.Version).toBe(Version + 1);
  });

  it('answers 401, not the body error, to a refused body on a session signed out elsewhere', async () => {
    const holder = await addUser(t, { role: 1 });
    const { api, body } = await savedTwice(holder);
    await write(sql`update sessions set revoked_at = now() where user_id = ${holder.userId}`);
    const res = await api.post('/api/applications/draft', { ...body, CurrentStep: 7, Data });
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json().error).toBe('Session expired');
  });
});
