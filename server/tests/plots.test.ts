import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plotFactsSchema } from '../../src/domain/service-engine/index.ts';
import { createAjv } from '../../src/domain/validation/ajv.ts';
import { readSchemaFiles } from '../../src/domain/catalog/read-schema-files.ts';
import { defaultCatalogLocation } from '../src/services/forms/catalog.ts';
import { addUser, catalog, client, RANJANGAON, stateCounts, TALOJA } from './support/engine.ts';
import { createTestApp, DEMO_ACCOUNTS } from './support/test-app.ts';
import type { LoggedIn, TestApp } from './support/test-app.ts';

let t: TestApp;
let investor: LoggedIn;
beforeAll(async () => {
  t = await createTestApp();
  investor = await t.login(DEMO_ACCOUNTS.investor.email);
});
afterAll(() => t.close());

const ONGOING = ['Submitted', 'PaymentPending', 'UnderScrutiny', 'ClarificationSought'];

describe('GET /api/plots (dashboard)', () => {
  it("lists the investor's two plots in two industrial areas", async () => {
    const res = await client(t.app, investor).get('/api/plots');
    expect(res.statusCode).toBe(200);
    const cards = res.json().Data;
    expect(cards.map((c: { PlotID: string }) => c.PlotID).sort()).toEqual([RANJANGAON, TALOJA]);
    const taloja = cards.find((c: { PlotID: string }) => c.PlotID === TALOJA);
    expect(taloja).toMatchObject({
      PlotName: 'Plot A-12, Taloja MIDC',
      IndustrialAreaName: 'Taloja',
      consumerNo: 'TLJ/IND/004512',
    });
    const ranjangaon = cards.find((c: { PlotID: string }) => c.PlotID === RANJANGAON);
    expect(ranjangaon).toMatchObject({ IndustrialAreaName: 'Ranjangaon', consumerNo: null });
  });

  it('counts applications per state exactly as the database holds them', async () => {
    const cards = (await client(t.app, investor).get('/api/plots')).json().Data;
    for (const card of cards) {
      const counts = await stateCounts(t, card.PlotID);
      expect(card.ApprovedApplications).toBe(counts.Approved ?? 0);
      expect(card.PendingApplications).toBe(counts.Draft ?? 0);
      expect(card.OnGoingApplications).toBe(ONGOING.reduce((sum, s) => sum + (counts[s] ?? 0), 0));
    }
    const taloja = cards.find((c: { PlotID: string }) => c.PlotID === TALOJA);
    expect(taloja).toMatchObject({ ApprovedApplications: 1, OnGoingApplications: 2 });
  });

  it('suggests the services available on the plot that it has not applied for', async () => {
    const api = client(t.app, investor);
    for (const plotId of [TALOJA, RANJANGAON]) {
      const card = (await api.get(`/api/plots/${plotId}`)).json().Data.plotData;
      const services = (await api.get(`/api/plots/${plotId}/services`)).json().Data;
      const applied = new Set(
        (await api.get(`/api/plots/${plotId}/applications`))
          .json()
          .Data.map((a: { ServiceId: string }) => a.ServiceId),
      );
      const expected = services.filter(
        (s: { id: string; available: boolean }) => s.available && !applied.has(s.id),
      ).length;
      expect(card.SuggestedApplications).toBe(expected);
      expect(expected).toBeGreaterThan(0);
    }
  });

  it('gives a Midc-User every plot and an Admin none (403)', async () => {
    const midc = await t.login(DEMO_ACCOUNTS.midc.email);
    const plots = (await client(t.app, midc).get('/api/plots')).json().Data;
    expect(plots.map((p: { PlotID: string }) => p.PlotID)).toEqual(
      expect.arrayContaining([TALOJA, RANJANGAON]),
    );
    const admin = await t.login(DEMO_ACCOUNTS.admin.email);
    const res = await client(t.app, admin).get('/api/plots');
    expect(res.statusCode).toBe(403);
    expect(res.json().IsSuccess).toBe(false);
  });

  it('gives another investor an empty list and 404 for these plots', async () => {
    const other = client(t.app, await addUser(t, { role: 1 }));
    expect((await other.get('/api/plots')).json().Data).toEqual([]);
    for (const url of [
      `/api/plots/${TALOJA}`,
      `/api/plots/${TALOJA}/services`,
      `/api/plots/${TALOJA}/applications`,
      '/api/plots/NO-SUCH-PLOT',
    ]) {
      const res = await other.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({
        IsSuccess: false,
        Message: 'Plot not found',
        Code: 'plots.notFound',
        Data: null,
      });
    }
  });
});

describe('GET /api/plots/:plotId', () => {
  it('answers the spec §3 plot state with plot facts that fit _shared/plot.json', async () => {
    const res = await client(t.app, investor).get(`/api/plots/${TALOJA}`);
    expect(res.statusCode).toBe(200);
    const plot = res.json().Data;
    expect(plot.PlotId).toBe(TALOJA);
    expect(plot.applicantInfo).toMatchObject({ FullName: 'Demo Investor', ContactPin: '410208' });
    expect(Object.keys(plot.applicantInfo)).toEqual(
      expect.arrayContaining(['EducationQualification', 'PreferenceCatergory', 'DocName1']),
    );
    expect(plot.registeredOfficeInfo).toMatchObject({
      CompanyName: 'Demo Industries Pvt Ltd',
      ContactEmail4: 'projects@demo-industries.example.com',
    });
    expect(plot.plotInfo).toMatchObject({
      IsMIDCPlot: true,
      PlotNumber: 'A-12',
      PlotArea: 4000,
      TypeOfplot: 'Industrial',
    });
    expect(plot.unitContactInfo).toHaveProperty('ReceiveSMSAlerts', true);
    const { approvedServices, ...facts } = plot.facts;
    expect(approvedServices).toEqual(['FinalFireApprovalService']);
    expect(facts).toMatchObject({ prevailingRate: 7110, areaClass: 'A', leaseType: 'Final lease' });
    const files = readSchemaFiles(defaultCatalogLocation.schemasDir).files;
    const validate = createAjv().compile(plotFactsSchema(files));
    expect(validate(facts), JSON.stringify(validate.errors)).toBe(true);
  });
});

describe('GET /api/plots/:plotId/services', () => {
  it('lists every catalogue service, Final Form B open only where the fire NOC was approved', async () => {
    const api = client(t.app, investor);
    const taloja = (await api.get(`/api/plots/${TALOJA}/services`)).json().Data;
    const ranjangaon = (await api.get(`/api/plots/${RANJANGAON}/services`)).json().Data;
    expect(taloja).toHaveLength(catalog.list.length);
    const formB = (list: { id: string }[]) => list.find((s) => s.id === 'FinalFormBService');
    expect(formB(taloja)).toMatchObject({ available: true, reason: null, serviceMasterId: 1 });
    expect(formB(ranjangaon)).toMatchObject({ available: false });
    expect(formB(ranjangaon)).toHaveProperty(
      'reason',
      expect.stringContaining('final fire NOC or its renewal online'),
    );
    const subLettee = (list: { id: string }[]) => list.find((s) => s.id === 'SubLetteservice');
    expect(subLettee(taloja)).toMatchObject({ available: true, submitMode: 'direct' });
    expect(subLettee(ranjangaon)).toMatchObject({ available: false });
  });

  it("gives a transaction user the reason 'Your department rights do not include …'", async () => {
    const tx = await t.login(DEMO_ACCOUNTS.txuser.email);
    const list = (await client(t.app, tx).get(`/api/plots/${TALOJA}/services`)).json().Data;
    expect(list.find((s: { id: string }) => s.id === 'TreeFellingRePlantationService')).toEqual(
      expect.objectContaining({
        available: false,
        reason: 'Your department rights do not include Building and Planning (3).',
      }),
    );
    expect(list.find((s: { id: string }) => s.id === 'TimeLimitExtensionService').available).toBe(
      true,
    );
  });
});
