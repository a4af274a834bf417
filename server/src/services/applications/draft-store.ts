/**
 * The two statements of a save of an existing draft, outside any transaction: one read of the
 * application with its plot and the plot's area, and one update that writes the save only if the
 * application's revision is still the one read (every write of an application counts it up,
 * store.ts) and the plot's side of the read is unchanged (its stamp). Both are prepared once per
 * database (db/prepared.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import { stillLiveSession } from '../../auth/sessions.ts';
import { applications, industrialAreas, plots } from '../../db/schema-engine.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import type { Db } from '../../db/types.ts';
import { plotOwnerScope } from '../identity/access.ts';
import { writtenColumns } from './store.ts';
import type { ApplicationRow, WrittenApplication } from './store.ts';

/**
 * The plot columns a save reads with its application: the holder, the status, the facts and the
 * registration's applicant and registered office (the form's applicant and company facts).
 */
const plotColumns = {
  plotId: plots.plotId,
  ownerUserId: plots.ownerUserId,
  registrationStatus: plots.registrationStatus,
  plotNumber: plots.plotNumber,
  propertyFormType: plots.propertyFormType,
  typeOfPlot: plots.typeOfPlot,
  plotArea: plots.plotArea,
  facts: plots.facts,
  applicantInfo: plots.applicantInfo,
  registeredOfficeInfo: plots.registeredOfficeInfo,
};

/**
 * Written out in full: the services approved on the outer row's plot (what preconditions read),
 * from the (plot_id, state) index.
 */
const approvedServices = sql<string[]>`array(select distinct a.service_id from applications a
  where a.plot_id = plots.plot_id and a.state = 'Approved')`;

const areaColumns = {
  name: industrialAreas.name,
  areaClass: industrialAreas.areaClass,
  prevailingRate: industrialAreas.prevailingRate,
};

/**
 * What a save of an existing application reads of its plot and area, as one short value: an update
 * on a revision read earlier also checks that this is still what it was (updateOnRevision). The
 * approved services only count for a new application's preconditions (rules.ts).
 */
const plotStamp = sql<string>`md5(row(${sql.join(
  [...Object.values(plotColumns), ...Object.values(areaColumns)],
  sql`, `,
)})::text)`;

function selectApplicationOnPlot(db: Db, scope: SQL | undefined) {
  return db
    .select({
      app: applications,
      plot: plotColumns,
      area: areaColumns,
      approvedServices,
      plotStamp,
    })
    .from(applications)
    .innerJoin(plots, eq(plots.plotId, applications.plotId))
    .innerJoin(industrialAreas, eq(industrialAreas.industrialAreaId, plots.industrialAreaId))
    .where(and(eq(applications.submissionId, sql.placeholder('id')), scope));
}

/**
 * findApplication (store.ts) with its plot and the plot's area, in ONE statement and without a
 * lock; undefined when the user may not read the plot, as there.
 */
export async function findApplicationOnPlot(db: Db, user: AuthUser, submissionId: string) {
  const owner = plotOwnerScope(user);
  const [row] =
    owner === null
      ? await selectApplicationOnPlot(db, undefined).execute({ id: submissionId })
      : await preparedOf(db).applicationOnPlot.execute({ id: submissionId, owner });
  return row;
}

/** What a draft save writes (with updatedAt and revision). */
export type DraftValues = Pick<
  ApplicationRow,
  | 'data'
  | 'schemaVersion'
  | 'setAside'
  | 'currentStep'
  | 'definitionHash'
  | 'tentativeCost'
  | 'feeLines'
  | 'declarationsAccepted'
  | 'state'
>;

/**
 * What a save read: the application's revision and the stamp of its plot side; and, when the
 * request's session was not confirmed yet, the session and identity it started on.
 */
export interface ReadBasis {
  submissionId: string;
  revision: number;
  plotStamp: string;
  session?: { sessionId: string; stamp: string } | undefined;
}

/**
 * Writes a draft save only if the application's revision and its plot's stamp are still those
 * read; undefined when something wrote either since.
 */
export async function updateOnRevision(
  db: Db,
  { submissionId, revision, plotStamp: stamp, session }: ReadBasis,
  values: DraftValues,
): Promise<WrittenApplication | undefined> {
  const prepared = preparedOf(db);
  const update = session ? prepared.updateInSession : prepared.updateOnRevision;
  const [row] = await update.execute({
    sessionId: session?.sessionId,
    identity: session?.stamp,
    ...values,
    data: JSON.stringify(values.data),
    setAside: JSON.stringify(values.setAside),
    feeLines: JSON.stringify(values.feeLines),
    declarationsAccepted: JSON.stringify(values.declarationsAccepted),
    id: submissionId,
    revision,
    next: revision + 1,
    stamp,
  });
  return row;
}

/**
 * A placeholder the driver receives as it is: drizzle would pass a column's placeholder through
 * the column's encoder, null included (a null cost as the text 'null'), so JSON goes as text.
 */
const placeholder = (name: string) => sql`${sql.placeholder(name)}`;

const draftSet = {
  data: placeholder('data'),
  schemaVersion: placeholder('schemaVersion'),
  setAside: placeholder('setAside'),
  currentStep: placeholder('currentStep'),
  definitionHash: placeholder('definitionHash'),
  tentativeCost: placeholder('tentativeCost'),
  feeLines: placeholder('feeLines'),
  declarationsAccepted: placeholder('declarationsAccepted'),
  state: placeholder('state'),
} satisfies Record<keyof DraftValues, SQL>;

/** The update of a save on what it read, and on `also` (the session's check) when given. */
function updateOnRead(db: Db, also?: SQL) {
  return db
    .update(applications)
    .set({ ...draftSet, updatedAt: sql`now()`, revision: placeholder('next') })
    .where(
      and(
        eq(applications.submissionId, sql.placeholder('id')),
        eq(applications.revision, sql.placeholder('revision')),
        sql`(select ${plotStamp} from ${plots}
          inner join ${industrialAreas} on ${industrialAreas.industrialAreaId} = ${plots.industrialAreaId}
          where ${plots.plotId} = ${applications.plotId}) = ${sql.placeholder('stamp')}`,
        also,
      ),
    )
    .returning(writtenColumns);
}

const preparedOf = preparedPerDb((db) => ({
  applicationOnPlot: selectApplicationOnPlot(
    db,
    eq(plots.ownerUserId, sql.placeholder('owner')),
  ).prepare('application_on_plot'),
  updateOnRevision: updateOnRead(db).prepare('application_on_revision'),
  updateInSession: updateOnRead(
    db,
    stillLiveSession(placeholder('sessionId'), placeholder('identity')),
  ).prepare('application_on_revision_in_session'),
}));
