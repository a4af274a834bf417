/**
 * The schema-change test, on the server's data path: a draft with answers in every kind of field
 * (text, number, date, choice list, yes/no, list rows, nested group, uploaded file), then a new
 * version of the form that removes a field and an upload slot, renames two fields with
 * `renamedFrom`, adds a required field and drops a choice. Resuming (the browser migrates and
 * saves), reloading, and a tab still on the old form each end with every old answer moved or set
 * aside — kept with the draft and listed until the applicant marks the list seen.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDraft } from '../../src/domain/service-engine/index.ts';
import type { LoadedService } from '../../src/domain/service-engine/index.ts';
import {
  CHANGED_SERVICE,
  copyDefinitions,
  publishNextVersion,
  REMOVED_CHOICE,
  REMOVED_SLOT,
} from '../../tests/support/changed-definitions.ts';
import type { DefinitionsCopy } from '../../tests/support/changed-definitions.ts';
import { buildApp } from '../src/app.ts';
import { applications, serviceDefinitions } from '../src/db/schema-engine.ts';
import type { SetAsideAnswer } from '../src/db/schema-engine.ts';
import { getCatalog } from '../src/services/forms/catalog.ts';
import type { Catalog } from '../src/services/forms/catalog.ts';
import { addPlot, client, sampleWithFiles, service } from './support/engine.ts';
import { createTestApp, DEMO_ACCOUNTS } from './support/test-app.ts';
import type { LoggedIn, TestApp } from './support/test-app.ts';

type Json = Record<string, unknown>;
type Api = ReturnType<typeof client>;

let t: TestApp;
let investor: LoggedIn;
let copy: DefinitionsCopy;
let newCatalog: Catalog;
let oldApi: Api;
let newApi: Api;
let closeNew: () => Promise<void>;
const old = service(CHANGED_SERVICE);
let next: LoadedService;

beforeAll(async () => {
  t = await createTestApp();
  investor = await t.login(DEMO_ACCOUNTS.investor.email);
  oldApi = client(t.app, investor);
  copy = copyDefinitions();
  publishNextVersion(copy);
  newCatalog = getCatalog({ catalogFile: copy.catalogFile, schemasDir: copy.schemasDir });
  next = newCatalog.services.get(CHANGED_SERVICE)!;
  const app = await buildApp({ db: t.database.db, config: t.config, catalog: newCatalog });
  await app.ready();
  newApi = client(app, investor);
  closeNew = () => app.close();
});
afterAll(async () => {
  await closeNew?.();
  await t.close();
  copy?.remove();
});

/** A plot of the investor and a draft on the OLD version holding the complete sample answers. */
async function oldDraft(): Promise<{ plotId: string; id: string; data: Json }> {
  const plotId = await addPlot(t, investor.userId, old.sample.plot as Json);
  const data = await sampleWithFiles(t.app, investor, old.id);
  const res = await oldApi.post('/api/applications/draft', {
    PlotId: plotId,
    ServiceId: old.id,
    SchemaVersion: old.version,
    CurrentStep: 'request',
    Data: data,
  });
  expect(res.statusCode, res.body).toBe(200);
  const stored = (await oldApi.get(`/api/applications/${res.json().Data.SubmissionId}`)).json();
  return { plotId, id: res.json().Data.SubmissionId, data: stored.Data.Data };
}

/** Saves the draft `id` from a browser on form `version` (the old one: a tab left open). */
function saveOn(api: Api, version: number, draft: { plotId: string; id: string }, data: Json) {
  return api.post('/api/applications/draft', {
    PlotId: draft.plotId,
    ServiceId: old.id,
    SchemaVersion: version,
    CurrentStep: 'request',
    SubmissionId: draft.id,
    Data: data,
  });
}

/** Every answer of a draft as [pointer, value] (leaves: text, numbers, yes/no, file names). */
function leaves(value: unknown, path = ''): [string, unknown][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${path}/${i}`));
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Json);
    return entries.flatMap(([k, v]) => leaves(v, `${path}/${k}`));
  }
  return [[path, value]];
}

function at(root: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], root);
}

const RENAMES: [RegExp, string][] = [
  [/^\/request\/reason$/, '/request/delayReason'],
  [/^\/request\/programme\/(\d+)\/milestone$/, '/request/programme/$1/activity'],
];

/**
 * What became of each old answer: `moved` (same value at its — possibly renamed — place),
 * `set aside` (listed with its old value), or `lost`. The read-only plot header is the server's own.
 */
function fate(
  oldData: Json,
  newData: Json,
  setAside: readonly { path: string; oldValue: unknown }[],
) {
  const out: Record<string, 'moved' | 'set aside' | 'lost'> = {};
  for (const [path, value] of leaves(oldData)) {
    if (path.startsWith('/plot/')) continue;
    const renamed = RENAMES.reduce((p, [from, to]) => p.replace(from, to), path);
    if (at(newData, renamed) === value) out[path] = 'moved';
    else if (
      setAside.some(
        (a) =>
          (a.path === path || path.startsWith(`${a.path}/`)) &&
          at(a.oldValue, path.slice(a.path.length)) === value,
      )
    )
      out[path] = 'set aside';
    else out[path] = 'lost';
  }
  return out;
}

function lost(f: Record<string, string>) {
  return Object.entries(f).filter(([, v]) => v === 'lost');
}

describe('a draft across a new version of its form', () => {
  it('resuming: the browser migrates, saves, and what did not fit is kept and listed', async () => {
    const draft = await oldDraft();
    const { id, data } = draft;
    const record = (await newApi.get(`/api/applications/${id}`)).json().Data;
    expect(record.SchemaVersion).toBe(old.version);
    const migrated = migrateDraft(next, { version: record.SchemaVersion, data: record.Data });
    expect(migrated.moved).toEqual(
      expect.arrayContaining([
        { from: '/request/reason', to: '/request/delayReason' },
        { from: '/request/programme/0/milestone', to: '/request/programme/0/activity' },
      ]),
    );
    const res = await saveOn(newApi, next.version, draft, migrated.data);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().Data;
    expect(saved.SchemaVersion).toBe(next.version);
    const setAside = saved.SetAside as { path: string; oldValue: unknown; reason: string }[];
    expect(setAside).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: '/status/investment',
          oldValue: (data.status as Json).investment,
          reason: `no longer asked in version ${next.version}`,
          // Named as the applicant knew it, from the definition the draft was saved on.
          label: 'Current status of the building › Investment made so far (₹)',
          fromVersion: old.version,
          toVersion: next.version,
        }),
        expect.objectContaining({
          path: '/status/constructionStage',
          oldValue: REMOVED_CHOICE,
          reason:
            '“Current status of the building › Construction stage” no longer offers this choice',
        }),
        expect.objectContaining({
          path: `/documents/${REMOVED_SLOT}`,
          oldValue: expect.objectContaining({ name: 'doc.pdf' }),
        }),
      ]),
    );
    expect(setAside).toHaveLength(3);

    // Reloading: the draft is on the new version, the answers moved, the list still there.
    const again = (await newApi.get(`/api/applications/${id}`)).json().Data;
    expect(again.SchemaVersion).toBe(next.version);
    expect(again.SetAside).toEqual(setAside);
    const f = fate(data, again.Data, again.SetAside);
    expect(lost(f)).toEqual([]);
    expect(f['/request/reason']).toBe('moved');
    expect(f['/status/productionStarted']).toBe('moved');
    expect(f['/status/investment']).toBe('set aside');
    expect(f[`/documents/${REMOVED_SLOT}/name`]).toBe('set aside');
  });

  it('an open tab on the old form learns of the new version from the save and loses nothing', async () => {
    const draft = await oldDraft();
    const { id, data } = draft;
    // The tab goes on typing on the old form, including in fields the new version dropped.
    const typed = structuredClone(data);
    (typed.status as Json).investment = 50_000_000;
    (typed.request as Json).reason = 'Typed after the new version was published, on the old form.';
    const res = await saveOn(newApi, old.version, draft, typed);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().Data;
    expect(saved.SchemaVersion).toBe(next.version);
    expect(saved.Migration.map((m: { path: string }) => m.path).sort()).toEqual(
      ['/documents/progressCertificate', '/status/constructionStage', '/status/investment'].sort(),
    );
    expect(saved.SetAside).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: '/status/investment', oldValue: 50_000_000 }),
      ]),
    );
    // The answers the tab replaced were of its own version: not listed a second time.
    expect(saved.SetAside).toHaveLength(3);
    const record = (await newApi.get(`/api/applications/${id}`)).json().Data;
    expect(lost(fate(typed, record.Data, record.SetAside))).toEqual([]);
    expect((record.Data.request as Json).delayReason).toBe((typed.request as Json).reason);

    // The same tab saves again: nothing is listed twice.
    const twice = await saveOn(newApi, old.version, draft, typed);
    expect(twice.json().Data.SetAside).toHaveLength(3);
  });

  it('keeps set-aside answers after the applicant marks them seen, and lists them no more', async () => {
    const { id } = await oldDraft();
    const seen = await newApi.post(`/api/applications/${id}/set-aside/seen`);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().Data.SetAside).toEqual([]);
    expect((await newApi.get(`/api/applications/${id}`)).json().Data.SetAside).toEqual([]);
    const [row] = await t.database.db
      .select({ setAside: applications.setAside })
      .from(applications)
      .where(eq(applications.submissionId, id));
    const kept = row!.setAside as SetAsideAnswer[];
    expect(kept.map((a) => a.path).sort()).toEqual(
      ['/documents/progressCertificate', '/status/constructionStage', '/status/investment'].sort(),
    );
    expect(kept.every((a) => typeof a.seenAt === 'string')).toBe(true);
  });

  it('submitting a draft stored on the old version sets aside what the new one cannot keep', async () => {
    const { plotId, id } = await oldDraft();
    const complete = await sampleWithFiles(t.app, investor, old.id);
    const migrated = migrateDraft(next, { version: old.version, data: complete }).data as Json;
    (migrated.request as Json).siteContact = 'R. Patil, site engineer';
    (migrated.status as Json).constructionStage = 'Finishing';
    const res = await newApi.post('/api/applications/submit', {
      PlotId: plotId,
      ServiceId: old.id,
      SchemaVersion: next.version,
      SubmissionId: id,
      Data: migrated,
    });
    expect(res.statusCode, res.body).toBe(200);
    const record = (await newApi.get(`/api/applications/${id}`)).json().Data;
    expect(record.SetAside.map((a: { path: string }) => a.path)).toContain('/status/investment');
  });

  it('keeps the definition each save was made against, by its content hash', async () => {
    const draft = await oldDraft();
    const { id } = draft;
    const before = (await oldApi.get(`/api/applications/${id}/definition`)).json().Data;
    expect(before).toMatchObject({ ServiceId: old.id, SchemaVersion: old.version });
    expect(before.DefinitionHash).toMatch(/^[0-9a-f]{64}$/);
    expect(before.Definition.schema.properties.request.properties.reason).toBeDefined();

    // The record says whether it was saved on the form this server serves (readers fetch the
    // stored one when not).
    const onOld = (await oldApi.get(`/api/applications/${id}`)).json().Data;
    expect(onOld.DefinitionIsCurrent).toBe(true);
    const record = (await newApi.get(`/api/applications/${id}`)).json().Data;
    expect(record).toMatchObject({ DefinitionHash: before.DefinitionHash });
    expect(record.DefinitionIsCurrent).toBe(false);
    const res = await saveOn(newApi, old.version, draft, record.Data);
    expect(res.statusCode, res.body).toBe(200);
    const resaved = (await newApi.get(`/api/applications/${id}`)).json().Data;
    expect(resaved.DefinitionIsCurrent).toBe(true);
    const after = (await newApi.get(`/api/applications/${id}/definition`)).json().Data;
    expect(after.SchemaVersion).toBe(next.version);
    expect(after.DefinitionHash).not.toBe(before.DefinitionHash);
    expect(after.Definition.schema.properties.request.properties.delayReason.renamedFrom).toBe(
      'reason',
    );
    const [kept] = await t.database.db
      .select({ version: serviceDefinitions.version })
      .from(serviceDefinitions)
      .where(eq(serviceDefinitions.hash, before.DefinitionHash));
    expect(kept?.version).toBe(old.version);
  });
});

describe('a required yes/no answer', () => {
  it('is refused at submission when it was never given', async () => {
    const { plotId, id, data } = await oldDraft();
    delete (data.status as Json).productionStarted;
    const res = await oldApi.post('/api/applications/submit', {
      PlotId: plotId,
      ServiceId: old.id,
      SchemaVersion: old.version,
      SubmissionId: id,
      Data: data,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().Data.errors).toEqual(
      expect.arrayContaining([
        {
          path: '/status/productionStarted',
          message: 'This field is required',
          code: 'forms.required',
        },
      ]),
    );
  });
});
