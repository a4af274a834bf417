/**
 * Database reads and writes of applications and their timeline. Every function takes a `Db`, so
 * the lifecycle runs them on its transaction (`tx`) and never on the outer database.
 */
import { and, asc, desc, eq, getTableColumns, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import { users } from '../../db/schema.ts';
import { applicationEvents, applications, plots, uploads } from '../../db/schema-engine.ts';
import type { Db } from '../../db/types.ts';
import { applicationScope, plotScope } from '../identity/access.ts';
import { noticeOfEvent } from '../notifications/application-notices.ts';

export type ApplicationRow = typeof applications.$inferSelect;
export type NewApplication = typeof applications.$inferInsert;

/** An application the user may read, with the owner of its plot. */
export interface FoundApplication {
  app: ApplicationRow;
  plotOwnerId: number;
}

/**
 * The application if the user may read its plot (undefined otherwise, so others' ids look like
 * unknown ones). Department rights are checked by the caller, who can then say why. With
 * `forUpdate` the row stays locked until the transaction ends: two submits cannot both pass.
 */
export async function findApplication(
  db: Db,
  user: AuthUser,
  submissionId: string,
  opts: { forUpdate?: boolean } = {},
): Promise<FoundApplication | undefined> {
  const query = db
    .select({ app: applications, plotOwnerId: plots.ownerUserId })
    .from(applications)
    .innerJoin(plots, eq(plots.plotId, applications.plotId))
    .where(and(eq(applications.submissionId, submissionId), plotScope(user)));
  const [row] = await (opts.forUpdate ? query.for('update', { of: applications }) : query);
  return row;
}

/** The open application (draft or with the office) of a service on a plot, if any. */
export async function findOpenApplication(db: Db, plotId: string, serviceId: string) {
  const [row] = await db
    .select({ submissionId: applications.submissionId, state: applications.state })
    .from(applications)
    .where(
      and(
        eq(applications.plotId, plotId),
        eq(applications.serviceId, serviceId),
        inArray(applications.state, [
          'Draft',
          'Submitted',
          'PaymentPending',
          'UnderScrutiny',
          'ClarificationSought',
        ]),
      ),
    );
  return row;
}

/**
 * What a write reads back: the row without its answers. The caller wrote them, and they are the
 * largest column: reading them back doubled what a draft save sends through the database driver.
 */
const { data: _answers, ...writtenColumns } = getTableColumns(applications);
export { writtenColumns };
export type WrittenApplication = Omit<ApplicationRow, 'data'>;

export async function insertApplication(
  db: Db,
  values: NewApplication,
): Promise<WrittenApplication> {
  const [row] = await db.insert(applications).values(values).returning(writtenColumns);
  return row!;
}

export async function updateApplication(
  db: Db,
  submissionId: string,
  values: Partial<NewApplication>,
): Promise<WrittenApplication> {
  const [row] = await db
    .update(applications)
    .set({ ...values, updatedAt: sql`now()`, revision: sql`${applications.revision} + 1` })
    .where(eq(applications.submissionId, submissionId))
    .returning(writtenColumns);
  return row!;
}

/**
 * One timeline row: a transition, who made it (null = the system) and why. Its messages (e-mail,
 * SMS, the portal list) are written with it, on the same transaction.
 */
export interface EventInput {
  submissionId: string;
  from: string;
  to: string;
  action: string;
  byUserId: number | null;
  remarks?: string | null;
}

export async function addEvent(db: Db, e: EventInput): Promise<void> {
  await db.insert(applicationEvents).values({
    submissionId: e.submissionId,
    fromState: e.from,
    toState: e.to,
    action: e.action,
    byUserId: e.byUserId,
    remarks: e.remarks ?? null,
  });
  await noticeOfEvent(db, e);
}

/** The timeline of an application, oldest first, with the names of who acted. */
export function timelineOf(db: Db, submissionId: string) {
  return db
    .select({
      from: applicationEvents.fromState,
      to: applicationEvents.toState,
      action: applicationEvents.action,
      byUserId: applicationEvents.byUserId,
      byName: users.userName,
      at: applicationEvents.at,
      remarks: applicationEvents.remarks,
    })
    .from(applicationEvents)
    .leftJoin(users, eq(users.userId, applicationEvents.byUserId))
    .where(eq(applicationEvents.submissionId, submissionId))
    .orderBy(asc(applicationEvents.eventId));
}

/** The files linked to an application on submission. */
export function linkedUploads(db: Db, submissionId: string) {
  return db
    .select({
      fileId: uploads.fileId,
      fileName: uploads.fileName,
      contentType: uploads.contentType,
      sizeBytes: uploads.sizeBytes,
      slotKey: uploads.slotKey,
    })
    .from(uploads)
    .where(eq(uploads.submissionId, submissionId))
    .orderBy(asc(uploads.createdAt));
}

/**
 * Links the files to the application (on submission), unless another application holds one: how
 * many it linked, fewer than `fileIds` when one was deleted or linked elsewhere meanwhile.
 */
export async function linkUploads(
  db: Db,
  submissionId: string,
  fileIds: string[],
): Promise<number> {
  if (fileIds.length === 0) return 0;
  const linked = await db
    .update(uploads)
    .set({ submissionId })
    .where(
      and(
        inArray(uploads.fileId, fileIds),
        or(isNull(uploads.submissionId), eq(uploads.submissionId, submissionId)),
      ),
    )
    .returning({ fileId: uploads.fileId });
  return linked.length;
}

/** A plot's applications the user may read (not deleted), newest first, with the last action. */
export function plotApplications(db: Db, user: AuthUser, plotId: string) {
  // Written out in full: inside a sql template drizzle renders a column without its table.
  const lastAction = sql<string | null>`(select e.action from application_events e
    where e.submission_id = applications.submission_id order by e.event_id desc limit 1)`;
  return db
    .select({ app: applications, lastAction })
    .from(applications)
    .where(
      and(
        eq(applications.plotId, plotId),
        ne(applications.state, 'Deleted'),
        applicationScope(user),
      ),
    )
    .orderBy(desc(applications.updatedAt), desc(applications.submissionId));
}
