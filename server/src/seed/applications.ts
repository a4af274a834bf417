/**
 * Demo applications, recorded as real ones: answers built from the service's sample with the
 * plot's own header, real stored documents, the fee computed from the rate table, and every step
 * taken through the domain's transition() — so the dashboard counts, the timeline and the
 * preconditions (an approved final fire NOC opens Final Form B) are honest.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  prefillAnswers,
  transition,
  validateData,
} from '../../../src/domain/service-engine/index.ts';
import type { Actor, LoadedService } from '../../../src/domain/service-engine/index.ts';
import type { FileStorage } from '../lib/storage.ts';
import { acceptedDeclarations, serviceRules } from '../services/applications/rules.ts';
import type { Catalog } from '../services/forms/catalog.ts';
import { chargedFee, loadRates } from '../services/applications/fees.ts';
import { DEMO_JPEG, demoPdf } from './demo-files.ts';
import { applicationEvents, applications, uploads } from '../db/schema-engine.ts';
import type { Db } from '../db/types.ts';

type Who = 'applicant' | 'system' | 'staff';

/** One demo application: the steps it went through, each at a date (India time). */
export interface DemoApplication {
  serviceId: string;
  steps: { action: string; by: Who; at: string; remarks?: string }[];
  /** Only the header and these answers for a draft; the full sample otherwise. */
  draftAnswers?: Record<string, unknown>;
  /** Answers that replace the sample's (e.g. the plot's own consumer number). */
  answers?: Record<string, unknown>;
  currentStep?: string;
}

/** Who the demo actors are on the plot. */
export interface DemoPeople {
  investorId: number;
  staffId: number | null;
}

/** The plot as the answers' header and the fee rules see it. */
export interface DemoPlot {
  plotId: string;
  state: Parameters<typeof prefillAnswers>[1];
  facts: Record<string, unknown>;
}

export async function seedDemoApplication(
  db: Db,
  deps: { catalog: Catalog; storage: FileStorage },
  plot: DemoPlot,
  people: DemoPeople,
  demo: DemoApplication,
): Promise<void> {
  const service = deps.catalog.services.get(demo.serviceId);
  if (!service) throw new Error(`demo seed: unknown service ${demo.serviceId}`);
  const header = prefillAnswers(service.schema, plot.state, plot.facts);
  const draft = demo.draftAnswers !== undefined;
  const data: Record<string, unknown> = draft
    ? { ...header, ...demo.draftAnswers }
    : { ...structuredClone(service.sample.data), ...demo.answers, ...header, declarant: DECLARANT };
  const check = validateData(service, data, draft ? 'draft' : 'submit', plot.facts);
  if (!check.valid)
    throw new Error(`demo seed: ${service.id} answers invalid: ${JSON.stringify(check.errors)}`);

  const fee = chargedFee(service, data, plot.facts, await loadRates(db));
  if (!draft && fee.total === null)
    throw new Error(`demo seed: ${service.id} fee lacks ${fee.missing}`);
  const events = walk(service, people, demo);
  const last = events[events.length - 1]!;
  const submitted = events.find((e) => e.action === 'submit');
  const year = demo.steps[0]!.at.slice(0, 4);
  const [row] = await db
    .insert(applications)
    .values({
      submissionId: sql`${`SWC-${year}-`} || lpad(nextval('application_number_seq')::text, 6, '0')`,
      plotId: plot.plotId,
      serviceId: service.id,
      serviceMasterId: service.entry.serviceMasterId,
      state: last.toState,
      schemaVersion: service.version,
      currentStep: demo.currentStep ?? null,
      data,
      tentativeCost: fee.total,
      feeLines: fee.lines,
      declarationsAccepted: acceptedDeclarations(service, data, [], submitted?.at ?? last.at),
      createdBy: people.investorId,
      createdAt: events[0]!.at,
      updatedAt: last.at,
      submittedAt: submitted?.at ?? null,
    })
    .returning({ submissionId: applications.submissionId });
  const submissionId = row!.submissionId;
  await db.insert(applicationEvents).values(events.map((e) => ({ ...e, submissionId })));
  if (!draft)
    await storeDocuments(db, deps.storage, service, data, people.investorId, submissionId);
}

const DECLARANT = { name: 'Demo Investor', designation: 'Director', place: 'Navi Mumbai' };

/** Runs the steps through the state machine; a step it refuses is a bug in the demo data. */
function walk(service: LoadedService, people: DemoPeople, demo: DemoApplication) {
  const actors: Record<Who, Actor> = {
    applicant: { kind: 'user', role: 1, isOwner: true },
    system: { kind: 'system' },
    staff: { kind: 'user', role: 4, isOwner: false },
  };
  const ids: Record<Who, number | null> = {
    applicant: people.investorId,
    system: null,
    staff: people.staffId,
  };
  let state = 'New';
  return demo.steps.map((step) => {
    const result = transition(state, step.action, actors[step.by], serviceRules(service));
    if (!result.ok) throw new Error(`demo seed: ${service.id} ${step.action}: ${result.reason}`);
    const event = {
      fromState: state,
      toState: result.to,
      action: step.action,
      byUserId: ids[step.by],
      at: new Date(`${step.at}+05:30`),
      remarks: step.remarks ?? null,
    };
    state = result.to;
    return event;
  });
}

/** Stores a real file for every file reference of the answers and links it to the application. */
async function storeDocuments(
  db: Db,
  storage: FileStorage,
  service: LoadedService,
  data: Record<string, unknown>,
  ownerUserId: number,
  submissionId: string,
) {
  const documents = (data.documents ?? {}) as Record<string, unknown>;
  for (const rule of service.uploads) {
    const value = documents[rule.key];
    const refs = (Array.isArray(value) ? value : [value]).filter(
      (r): r is Record<string, unknown> => typeof r === 'object' && r !== null,
    );
    for (const [i, ref] of refs.entries()) {
      const jpeg = ref.type === 'image/jpeg';
      const content = jpeg ? DEMO_JPEG : demoPdf(`${rule.label} (${service.title})`);
      const fileId = randomUUID();
      const storageKey = `demo/${fileId}`;
      const fileName = `${rule.key}${refs.length > 1 ? `-${i + 1}` : ''}.${jpeg ? 'jpg' : 'pdf'}`;
      await storage.put(storageKey, content);
      await db.insert(uploads).values({
        fileId,
        ownerUserId,
        uploadedBy: ownerUserId,
        serviceId: service.id,
        slotKey: rule.key,
        fileName,
        contentType: jpeg ? 'image/jpeg' : 'application/pdf',
        sizeBytes: content.length,
        storageKey,
        submissionId,
      });
      Object.assign(ref, { id: fileId, name: fileName, size: content.length });
    }
  }
  await db
    .update(applications)
    .set({ data })
    .where(sql`${applications.submissionId} = ${submissionId}`);
}
