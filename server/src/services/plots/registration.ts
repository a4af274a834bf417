/**
 * New Plot Registration (spec §2, §4 "A plot registration can be cancelled"): a plot holder — or
 * corporation staff / an admin for a named holder — files the form; the plot is created Pending
 * and opens for service requests only once a Midc-User verifies it. The owner may cancel it while
 * it waits (or clear a rejected one); the office verifies or rejects it with a remark.
 */
import { and, asc, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import {
  clearHiddenFields,
  DOCUMENTS,
  validateData,
} from '../../../../src/domain/service-engine/index.ts';
import type { LoadedService } from '../../../../src/domain/service-engine/index.ts';
import { Role } from '../../../../src/domain/roles.ts';
import type { AuthUser } from '../../auth/authenticate.ts';
import { users } from '../../db/schema.ts';
import { industrialAreas, plots, uploads } from '../../db/schema-engine.ts';
import { LockClass, lockUntilCommit, violatesUnique } from '../../db/locks.ts';
import type { Db } from '../../db/types.ts';
import { ApiError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { MAX_REPORTED_ERRORS } from '../../lib/validation.ts';
import type { FieldError } from '../../lib/validation.ts';
import { prepareData, withRule } from '../forms/answers.ts';
import { notify } from '../notifications/enqueue.ts';
import type {
  BackOfficeFacts,
  PendingRegistration,
  RegistrationRequest,
  RegistrationResult,
  ReviewAction,
} from '../../../../src/domain/contract/plot-registrations.ts';

export const REGISTRATION_NOT_SAVED = 'The plot registration was not saved.';
export const REGISTRATION_NOT_FOUND = 'Plot registration not found';
export const DUPLICATE_PLOT =
  'This plot is already registered on the portal, or waiting for verification.';

/** What the route receives: the form's answers, and for staff the holder's account e-mail. */
type Answers = {
  applicantInfo: Record<string, unknown>;
  registeredOfficeInfo: Record<string, unknown>;
  plotInfo: {
    IsMIDCPlot: boolean;
    IndustrialAreaId: number;
    PropertyFormType: string;
    TypeOfplot: string;
    PlotNumber: string;
    PlotArea: number;
  };
  unitContactInfo: Record<string, unknown>;
  documents: { authorityLetter: { id: string; name: string; type: string } };
};

const invalid = (errors: FieldError[]) => badRequest(REGISTRATION_NOT_SAVED, { errors });

/** Whose plot it will be: the caller (Investor), or the named holder (Admin, Midc-User). */
async function holderOf(db: Db, user: AuthUser, email: string | undefined): Promise<number> {
  if (user.role === Role.Investor) {
    if (email !== undefined)
      throw invalid([{ path: 'HolderEmail', message: 'A plot holder registers their own plots.' }]);
    return user.id;
  }
  if (user.role !== Role.Admin && user.role !== Role.MidcUser)
    throw forbidden('Only the plot holder or the corporation can register a plot.');
  const address = email?.trim().toLowerCase() ?? '';
  if (!address)
    throw invalid([{ path: 'HolderEmail', message: "Enter the plot holder's account e-mail." }]);
  const [holder] = await db
    .select({ userId: users.userId })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${address}`,
        eq(users.roleId, Role.Investor),
        isNull(users.parentUserId),
        eq(users.isActive, true),
      ),
    );
  if (!holder)
    throw invalid([
      { path: 'HolderEmail', message: 'No active plot-holder account has this e-mail.' },
    ]);
  return holder.userId;
}

/**
 * A plot id from the area code and the plot number ('TLJ-B7'), unique with a suffix if needed.
 * Inside the transaction that inserts the plot: registrations whose ids would collide ('Q-1' and
 * 'Q1') wait for each other here, so the second sees the first's id and takes the next suffix.
 */
async function newPlotId(tx: Db, areaCode: string, plotNumber: string): Promise<string> {
  const base = `${areaCode}-${plotNumber.toUpperCase().replace(/[^A-Z0-9]+/g, '')}`.slice(0, 34);
  await lockUntilCommit(tx, LockClass.newPlotId, base);
  const taken = await tx
    .select({ plotId: plots.plotId })
    .from(plots)
    .where(like(plots.plotId, `${base}%`));
  const ids = new Set(taken.map((r) => r.plotId));
  if (!ids.has(base)) return base;
  let n = 2;
  while (ids.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/**
 * Fields the form does not have, which the schema alone does not refuse everywhere: a group that
 * asks a question only for some answers (the district, for Maharashtra) cannot say
 * additionalProperties: false.
 */
function unknownFields(form: LoadedService, answers: unknown) {
  return clearHiddenFields(form.schema, answers)
    .cleared.filter((c) => c.reason === 'unknown')
    .map(({ path }) => ({
      path,
      message: form.messages.additionalProperties ?? 'Not a field of this form',
      keyword: 'additionalProperties',
    }));
}

/**
 * Files a registration. The answers are checked strictly against the form's schema (unknown
 * fields refused), the industrial area against the master list, the letter of authority against
 * the uploads of the one who filed it; the plot is created Pending for its holder.
 */
export async function registerPlot(
  db: Db,
  form: LoadedService,
  user: AuthUser,
  body: RegistrationRequest,
): Promise<RegistrationResult> {
  const ownerUserId = await holderOf(db, user, body.HolderEmail);
  try {
    // One transaction from the letter's check to the plot: prepareData locks the letter's row, so
    // a registration or a delete naming the same letter at the same moment waits, then finds it
    // used (or not found); newPlotId makes registrations of colliding ids wait for each other.
    return await db.transaction((tx) => fileRegistration(tx, form, user, body, ownerUserId));
  } catch (error) {
    if (violatesUnique(error, 'plots_one_live_per_number'))
      throw invalid([{ path: '/plotInfo/PlotNumber', message: DUPLICATE_PLOT }]);
    throw error;
  }
}

/** registerPlot's checks and the new plot, on its transaction (`tx`, PGlite has one connection). */
async function fileRegistration(
  tx: Db,
  form: LoadedService,
  user: AuthUser,
  body: RegistrationRequest,
  ownerUserId: number,
): Promise<RegistrationResult> {
  // Unknown fields first: answers holding thousands of them are refused naming the first few,
  // without validating each (ajv would build an error for every one, the answer list them all).
  const unknown = unknownFields(form, body.Registration);
  if (unknown.length > MAX_REPORTED_ERRORS)
    throw invalid(unknown.slice(0, MAX_REPORTED_ERRORS).map((e) => withRule(e)));
  // The raw answers: clearing would drop an unknown field instead of refusing it.
  const strict = validateData(form, body.Registration, 'submit', {}, { rules: true });
  // The letter is uploaded by whoever files the form (staff file it under their own account).
  const uploader = user.id;
  const prepared = await prepareData(tx, form, body.Registration, 'submit', {
    facts: {},
    ownerUserId: uploader,
  });
  // Those the schema already refused are not named twice.
  const named = new Set(strict.errors.map((e) => e.path));
  const refused = [...strict.errors, ...unknown.filter((e) => !named.has(e.path))];
  const errors = refused.length ? refused.map((e) => withRule(e)) : prepared.errors;
  const answers = prepared.data as unknown as Answers;
  const areaId = answers.plotInfo?.IndustrialAreaId;
  const [area] = Number.isInteger(areaId)
    ? await tx.select().from(industrialAreas).where(eq(industrialAreas.industrialAreaId, areaId))
    : [];
  if (!area && Number.isInteger(areaId))
    errors.push({
      path: '/plotInfo/IndustrialAreaId',
      message: 'Choose an industrial area from the list.',
    });
  const letterId = answers[DOCUMENTS as 'documents']?.authorityLetter?.id;
  if (letterId && errors.length === 0) {
    const [used] = await tx
      .select({ plotId: plots.plotId })
      .from(plots)
      .where(eq(plots.authorityLetterFileId, letterId));
    if (used)
      errors.push({
        path: '/documents/authorityLetter',
        message: 'This file is the letter of another registration. Please upload the letter again.',
      });
  }
  if (errors.length > 0 || !area) throw invalid(errors);

  const { plotInfo } = answers;
  const letter = answers.documents.authorityLetter;
  const applicantInfo = {
    ...answers.applicantInfo,
    DocName1: letter.name,
    Contenttype1: letter.type,
  };
  const plotId = await newPlotId(tx, area.code, plotInfo.PlotNumber);
  const [row] = await tx
    .insert(plots)
    .values({
      plotId,
      ownerUserId,
      industrialAreaId: area.industrialAreaId,
      plotName: `${plotInfo.PropertyFormType} ${plotInfo.PlotNumber}, ${area.name}${plotInfo.IsMIDCPlot ? ' MIDC' : ''}`,
      plotNumber: plotInfo.PlotNumber.trim(),
      isMidcPlot: plotInfo.IsMIDCPlot,
      propertyFormType: plotInfo.PropertyFormType,
      typeOfPlot: plotInfo.TypeOfplot,
      plotArea: plotInfo.PlotArea,
      registrationStatus: 'Pending',
      applicantInfo,
      registeredOfficeInfo: answers.registeredOfficeInfo,
      unitContactInfo: answers.unitContactInfo,
      registeredBy: user.id,
      authorityLetterFileId: letter.id,
    })
    .returning({ plotId: plots.plotId, plotName: plots.plotName });
  // Filed by staff for a holder: the letter follows the plot to its holder.
  if (ownerUserId !== uploader)
    await tx.update(uploads).set({ ownerUserId }).where(eq(uploads.fileId, letter.id));
  return { PlotID: row!.plotId, PlotName: row!.plotName, RegistrationStatus: 'Pending' };
}

/** The owner cancels a registration that waits for verification, or clears a rejected one. */
export async function cancelRegistration(
  db: Db,
  user: AuthUser,
  plotId: string,
): Promise<RegistrationResult> {
  if (user.role !== Role.Investor)
    throw forbidden('Only the plot holder can cancel a registration.');
  const [row] = await db
    .select({ status: plots.registrationStatus })
    .from(plots)
    .where(and(eq(plots.plotId, plotId), eq(plots.ownerUserId, user.id)));
  // Another holder's registration answers as an unknown one.
  if (!row) throw notFound(REGISTRATION_NOT_FOUND);
  const [done] = await db
    .update(plots)
    .set({ registrationStatus: 'Cancelled', modifiedAt: new Date() })
    .where(
      and(
        eq(plots.plotId, plotId),
        eq(plots.ownerUserId, user.id),
        inArray(plots.registrationStatus, ['Pending', 'Rejected']),
      ),
    )
    .returning({ plotId: plots.plotId });
  if (!done)
    throw new ApiError(
      409,
      row.status === 'Approved'
        ? 'A verified plot cannot be cancelled.'
        : 'This registration has already been cancelled.',
    );
  return { PlotID: plotId, RegistrationStatus: 'Cancelled' };
}

/** The office verifies a pending registration, or rejects it with a remark for the holder. */
export async function reviewRegistration(
  db: Db,
  user: AuthUser,
  plotId: string,
  action: ReviewAction,
  remarks: string | undefined,
  facts: BackOfficeFacts = {},
): Promise<RegistrationResult> {
  if (user.role !== Role.MidcUser)
    throw forbidden('Only corporation staff verify plot registrations.');
  const text = remarks?.trim() ?? '';
  if (action === 'reject' && !text)
    throw badRequest('A remark is required to reject a registration.', {
      errors: [{ path: '/Remarks', message: 'Please tell the plot holder why it is rejected.' }],
    });
  const recorded = Object.fromEntries(
    Object.entries(facts).filter(([, v]) => typeof v !== 'string' || v.trim() !== ''),
  );
  if (action === 'reject' && Object.keys(recorded).length > 0)
    throw badRequest('Plot facts are recorded only when a registration is verified.', {
      errors: [{ path: '/Facts', message: 'Plot facts are recorded only when verifying.' }],
    });
  const { allotmentDate, possessionDate } = recorded;
  if (
    typeof allotmentDate === 'string' &&
    typeof possessionDate === 'string' &&
    possessionDate < allotmentDate
  )
    throw badRequest('The possession date cannot be before the allotment date.', {
      errors: [
        {
          path: '/Facts/possessionDate',
          message: 'The possession date cannot be before the allotment date.',
        },
      ],
    });
  const status = action === 'verify' ? 'Approved' : 'Rejected';
  // The decision and the holder's messages are written together.
  const done = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(plots)
      .set({
        registrationStatus: status,
        registrationRemarks: text || null,
        ...(action === 'verify' ? { facts: recorded } : {}),
        registrationReviewedBy: user.id,
        registrationReviewedAt: new Date(),
        modifiedAt: new Date(),
      })
      .where(and(eq(plots.plotId, plotId), eq(plots.registrationStatus, 'Pending')))
      .returning({
        plotId: plots.plotId,
        plotName: plots.plotName,
        ownerUserId: plots.ownerUserId,
      });
    if (row)
      await notify(tx, {
        kind: action === 'verify' ? 'plot.verified' : 'plot.refused',
        audience: { to: 'user', userId: row.ownerUserId },
        plotId: row.plotId,
        params: { plot: row.plotName, remarks: text, link: '/Dashboard' },
      });
    return row;
  });
  if (done) return { PlotID: plotId, RegistrationStatus: status };
  const [row] = await db
    .select({ status: plots.registrationStatus })
    .from(plots)
    .where(eq(plots.plotId, plotId));
  if (!row) throw notFound(REGISTRATION_NOT_FOUND);
  throw new ApiError(409, `This registration is no longer pending (${row.status}).`);
}

/** Registrations waiting for the office, oldest first, with what the office checks. */
export async function pendingRegistrations(db: Db): Promise<PendingRegistration[]> {
  const rows = await db
    .select({
      plot: plots,
      areaName: industrialAreas.name,
      holderEmail: users.email,
      holderName: users.userName,
      letterName: uploads.fileName,
    })
    .from(plots)
    .innerJoin(industrialAreas, eq(industrialAreas.industrialAreaId, plots.industrialAreaId))
    .innerJoin(users, eq(users.userId, plots.ownerUserId))
    .leftJoin(uploads, eq(uploads.fileId, plots.authorityLetterFileId))
    .where(eq(plots.registrationStatus, 'Pending'))
    .orderBy(asc(plots.createdAt), asc(plots.plotId));
  return rows.map(({ plot, areaName, holderEmail, holderName, letterName }) => ({
    PlotID: plot.plotId,
    PlotName: plot.plotName,
    PlotNumber: plot.plotNumber,
    IndustrialAreaName: areaName,
    PropertyFormType: plot.propertyFormType,
    TypeOfplot: plot.typeOfPlot,
    PlotArea: plot.plotArea,
    IsMIDCPlot: plot.isMidcPlot,
    CompanyName: String(plot.registeredOfficeInfo.CompanyName ?? ''),
    ApplicantName: String(plot.applicantInfo.FullName ?? ''),
    ApplicantRole: String(plot.applicantInfo.Role ?? ''),
    ContactEmail: String(plot.applicantInfo.ContactEmail ?? ''),
    ContactMobile: String(plot.applicantInfo.ContactMobile ?? ''),
    HolderName: holderName,
    HolderEmail: holderEmail,
    RegisteredAt: plot.createdAt.toISOString(),
    AuthorityLetter: plot.authorityLetterFileId
      ? { FileId: plot.authorityLetterFileId, FileName: letterName ?? 'Letter of authority' }
      : null,
  }));
}
