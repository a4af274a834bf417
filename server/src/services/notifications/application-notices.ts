/**
 * The messages of an application's events, written on the event's transaction. Every timeline
 * row passes through `noticeOfEvent` (application-store's addEvent); a submission is told once
 * it is complete (`noticeOfSubmission`), since a fee may still move it on in the same transaction.
 */
import { eq } from 'drizzle-orm';
import { applications, plots } from '../../db/schema-engine.ts';
import type { Db } from '../../db/types.ts';
import { notify } from './enqueue.ts';
import type { NotificationEvent } from './enqueue.ts';
import type { NotificationKind, NotificationParams } from './kinds.ts';
import type { Audience } from './recipients.ts';

/** What an application notice needs to know, loaded on the transaction. */
interface AppFacts {
  submissionId: string;
  serviceId: string;
  serviceMasterId: number;
  plotId: string;
  plotName: string;
  ownerUserId: number;
}

const q = (id: string) => `?SubmissionId=${encodeURIComponent(id)}`;

/** Portal paths the messages link to (the SPA's routes, src/config/paths.ts). */
export const applicationLinks = {
  view: (id: string) => `/PlotService/ServiceInformation${q(id)}`,
  form: (serviceId: string, id: string) =>
    `/PlotService/raiseServiceRequest/${encodeURIComponent(serviceId)}${q(id)}`,
  staff: (id: string) => `/plotDetails${q(id)}`,
};

/** The holder-side kind of each timeline action (actions not listed tell nobody). */
const holderKinds: Partial<Record<string, NotificationKind>> = {
  seekClarification: 'application.clarification',
  approve: 'application.approved',
  reject: 'application.rejected',
  withdraw: 'application.withdrawn',
  cancel: 'application.cancelled',
  confirmPayment: 'payment.succeeded',
};

async function factsOf(db: Db, submissionId: string): Promise<AppFacts | undefined> {
  const [row] = await db
    .select({
      submissionId: applications.submissionId,
      serviceId: applications.serviceId,
      serviceMasterId: applications.serviceMasterId,
      plotId: plots.plotId,
      plotName: plots.plotName,
      ownerUserId: plots.ownerUserId,
    })
    .from(applications)
    .innerJoin(plots, eq(plots.plotId, applications.plotId))
    .where(eq(applications.submissionId, submissionId));
  return row;
}

function holder(app: AppFacts): Audience {
  return { to: 'holder', ownerUserId: app.ownerUserId, serviceMasterId: app.serviceMasterId };
}

function paramsOf(app: AppFacts, link: string, remarks?: string | null): NotificationParams {
  return {
    number: app.submissionId,
    service: app.serviceId,
    plot: app.plotName,
    link,
    ...(remarks ? { remarks } : {}),
  };
}

/**
 * Holder kind with its link (a clarification opens the form itself, the rest the view), told to
 * the plot's contacts too.
 */
function holderEvent(
  app: AppFacts,
  kind: NotificationKind,
  remarks?: string | null,
): NotificationEvent {
  const link =
    kind === 'application.clarification'
      ? applicationLinks.form(app.serviceId, app.submissionId)
      : applicationLinks.view(app.submissionId);
  return { kind, audience: holder(app), params: paramsOf(app, link, remarks), plotId: app.plotId };
}

function staffEvent(app: AppFacts, kind: NotificationKind): NotificationEvent {
  return {
    kind,
    audience: { to: 'staff' },
    params: paramsOf(app, applicationLinks.staff(app.submissionId)),
  };
}

/** The messages of one timeline row (a staff decision, a payment, a withdrawal…). */
export async function noticeOfEvent(
  db: Db,
  e: { submissionId: string; action: string; remarks?: string | null },
): Promise<void> {
  const kind = holderKinds[e.action];
  if (!kind) return;
  const app = await factsOf(db, e.submissionId);
  if (!app) return;
  const events: NotificationEvent[] = [holderEvent(app, kind, e.remarks)];
  // A paid fee is when the application joins the office's queue.
  if (e.action === 'confirmPayment') events.push(staffEvent(app, 'staff.new-application'));
  await notify(db, ...events);
}

/**
 * The messages of a submission, once its state is final: the acknowledgement (saying when a fee
 * is due) or, after a clarification, the receipt of the answer; and the office's notice.
 */
export async function noticeOfSubmission(
  db: Db,
  s: { submissionId: string; from: string; state: string; feeDue?: string },
): Promise<void> {
  const app = await factsOf(db, s.submissionId);
  if (!app) return;
  if (s.from === 'ClarificationSought') {
    await notify(
      db,
      holderEvent(app, 'application.resubmitted'),
      staffEvent(app, 'staff.clarification-answered'),
    );
    return;
  }
  const events: NotificationEvent[] = [holderEvent(app, 'application.submitted', s.feeDue)];
  // With a fee due, the office hears of it once it is paid (noticeOfEvent, confirmPayment).
  if (s.state !== 'PaymentPending') events.push(staffEvent(app, 'staff.new-application'));
  await notify(db, ...events);
}

/** A failed or long-pending payment of an application's fee. */
export async function noticeOfPayment(
  db: Db,
  p: { submissionId: string; transactionId: string; kind: 'payment.failed' | 'payment.pending' },
): Promise<void> {
  const app = await factsOf(db, p.submissionId);
  if (!app) return;
  const event = holderEvent(app, p.kind);
  await notify(db, { ...event, params: { ...event.params, transaction: p.transactionId } });
}
