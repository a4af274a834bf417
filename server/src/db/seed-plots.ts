/**
 * The demo investor's plots and their history (seed-plots-data.ts). Idempotent: areas are added
 * when missing, and a plot that exists is left alone with its applications — so restarts never
 * reset what someone did with the demo.
 */
import { eq, inArray } from 'drizzle-orm';
import type { FileStorage } from '../lib/storage.ts';
import type { Catalog } from '../services/forms/catalog.ts';
import { plotFacts } from '../services/plots/facts.ts';
import { seedDemoApplication } from './seed-applications.ts';
import type { DemoApplication, DemoPeople } from './seed-applications.ts';
import { DEMO_AREAS, DEMO_PLOTS } from './seed-plots-data.ts';
import { industrialAreas, plots } from './schema-engine.ts';
import type { Db } from './types.ts';

/** What happened on each demo plot before today. */
const HISTORY: Record<string, DemoApplication[]> = {
  'RAI-TLJ-A12': [
    {
      serviceId: 'FinalFireApprovalService',
      steps: [
        { action: 'saveDraft', by: 'applicant', at: '2019-02-11T11:20:00' },
        { action: 'submit', by: 'applicant', at: '2019-02-14T16:05:00' },
        { action: 'requestPayment', by: 'system', at: '2019-02-14T16:05:00' },
        {
          action: 'confirmPayment',
          by: 'system',
          at: '2019-02-15T10:42:00',
          remarks: 'Paid online, transaction TXN2019021500871',
        },
        {
          action: 'approve',
          by: 'staff',
          at: '2019-03-22T15:30:00',
          remarks: 'Final fire NOC MIDC/FIRE/PNL/FINAL/2019/0412 issued after inspection.',
        },
      ],
    },
    {
      serviceId: 'NoDueCertificateService',
      answers: {
        connections: ['TLJ/IND/004512'],
        request: {
          purpose: 'Mortgage',
          bankName: 'Bank of Maharashtra, Kharghar branch',
          duesUpTo: '2024-12-31',
        },
      },
      steps: [
        { action: 'saveDraft', by: 'applicant', at: '2025-01-06T10:10:00' },
        { action: 'submit', by: 'applicant', at: '2025-01-06T10:25:00' },
        { action: 'requestPayment', by: 'system', at: '2025-01-06T10:25:00' },
      ],
    },
    {
      // Waiting on the corporation's desk, so the scrutiny queue of a fresh demo is not empty.
      serviceId: 'MortgageConsentService',
      steps: [
        { action: 'saveDraft', by: 'applicant', at: '2026-11-16T11:05:00' },
        { action: 'submit', by: 'applicant', at: '2026-11-16T11:40:00' },
        { action: 'requestPayment', by: 'system', at: '2026-11-16T11:40:00' },
        {
          action: 'confirmPayment',
          by: 'system',
          at: '2026-11-16T11:52:00',
          remarks: 'Paid online, transaction TXN2026111600214',
        },
      ],
    },
  ],
  'PUN-RJN-W45': [
    {
      // Construction is behind schedule: the holder has started asking for more time.
      serviceId: 'TimeLimitExtensionService',
      currentStep: 'status',
      steps: [{ action: 'saveDraft', by: 'applicant', at: '2025-01-09T17:45:00' }],
      draftAnswers: {},
    },
  ],
};

export async function seedDemoPlots(
  db: Db,
  deps: { catalog: Catalog; storage: FileStorage },
  people: DemoPeople,
): Promise<void> {
  await db.insert(industrialAreas).values(DEMO_AREAS).onConflictDoNothing();
  const areas = await db
    .select()
    .from(industrialAreas)
    .where(
      inArray(
        industrialAreas.code,
        DEMO_AREAS.map((a) => a.code),
      ),
    );
  for (const { areaCode, ...seed } of DEMO_PLOTS) {
    const [existing] = await db
      .select({ plotId: plots.plotId })
      .from(plots)
      .where(eq(plots.plotId, seed.plotId));
    if (existing) continue;
    const area = areas.find((a) => a.code === areaCode)!;
    const [plot] = await db
      .insert(plots)
      .values({ ...seed, ownerUserId: people.investorId, industrialAreaId: area.industrialAreaId })
      .returning();
    const demoPlot = {
      plotId: plot!.plotId,
      facts: plotFacts({ ...plot!, area }, deps.catalog.plotFacts),
      state: {
        PlotId: plot!.plotId,
        plotData: { PlotID: plot!.plotId, IndustrialAreaName: area.name },
        applicantInfo: plot!.applicantInfo,
        registeredOfficeInfo: plot!.registeredOfficeInfo,
        plotInfo: { PlotNumber: plot!.plotNumber, PlotArea: plot!.plotArea },
      },
    };
    for (const demo of HISTORY[plot!.plotId] ?? [])
      await seedDemoApplication(db, deps, demoPlot, people, demo);
  }
}
