/**
 * The company of an account (spec §3 companyInfo) as the profile screens edit it. One company per
 * investor; a Transaction-User reads its parent's and changes nothing; Admins and Midc-Users have
 * none. The company name is the account's, whatever plot it is asked for.
 */
import type { CompanyName } from '../../../../src/domain/contract/profile-edit.ts';
import { and, eq } from 'drizzle-orm';
import {
  companyFieldError,
  companyFields,
  companyNameError,
  personNameError,
} from '../../../../src/domain/contact.ts';
import { Role } from '../../../../src/domain/roles.ts';
import type { AuthUser } from '../../auth/authenticate.ts';
import { companies, users } from '../../db/schema.ts';
import { plots } from '../../db/schema-engine.ts';
import type { Db } from '../../db/types.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';

/** The investor whose company (and plots) the user works with, or null. */
export function companyOwnerOf(user: AuthUser): number | null {
  if (user.role === Role.Investor) return user.id;
  if (user.role === Role.TransactionUser) return user.parentUserId;
  return null;
}

/** The company name for the account, after checking that the plot (if given) is the account's. */
export async function companyNameFor(
  db: Db,
  user: AuthUser,
  plotId?: string,
): Promise<CompanyName> {
  const owner = companyOwnerOf(user);
  if (plotId !== undefined) {
    const [plot] = owner
      ? await db
          .select({ plotId: plots.plotId })
          .from(plots)
          .where(and(eq(plots.plotId, plotId), eq(plots.ownerUserId, owner)))
      : [];
    if (!plot) throw notFound('Plot not found');
  }
  const [company] = owner
    ? await db.select().from(companies).where(eq(companies.userId, owner))
    : [];
  return { CompanyName: company?.companyName ?? null, PlotId: plotId ?? null };
}

function ensureInvestor(user: AuthUser) {
  if (user.role !== Role.Investor)
    throw forbidden('Only the main (investor) account can change company details.');
}

function checkedName(name: string): string {
  // It is the "by" of a new sub-user's invitation (user-verification.ts): no web address.
  const error = companyNameError(name, 300);
  if (error) throw badRequest(error, { errors: [{ path: 'CompanyName', message: error }] });
  return name.trim();
}

/** SaveCompanyName: records the first company name of an investor's account. */
export async function saveCompanyName(db: Db, user: AuthUser, name: string): Promise<boolean> {
  ensureInvestor(user);
  const inserted = await db
    .insert(companies)
    .values({ userId: user.id, companyName: checkedName(name) })
    .onConflictDoNothing({ target: companies.userId })
    .returning({ id: companies.companyId });
  return inserted.length > 0;
}

/** ChangeCompanyName: renames the investor's company; false when there is none yet. */
export async function changeCompanyName(db: Db, user: AuthUser, name: string): Promise<boolean> {
  ensureInvestor(user);
  const updated = await db
    .update(companies)
    .set({ companyName: checkedName(name), modifiedAt: new Date() })
    .where(eq(companies.userId, user.id))
    .returning({ id: companies.companyId });
  return updated.length > 0;
}

export type ProfileUpdate = Partial<Record<string, string>>;

const upper = new Set(['CompanyPAN', 'GSTIN']);
const column: Record<string, keyof typeof companies.$inferInsert> = {
  CompanyAddress: 'companyAddress',
  CompanyAddressLine2: 'companyAddressLine2',
  Pincode: 'pincode',
  State: 'state',
  City: 'city',
  Town: 'town',
  CompanyTIN: 'companyTin',
  CompanyPAN: 'companyPan',
  CompanyPhoneNo: 'companyPhoneNo',
  CompanyFaxNo: 'companyFaxNo',
  GSTIN: 'gstin',
};

/**
 * UpdateUserProfile: the user's own name (any role) and, for an investor, the company details.
 * Every field is checked first; one bad field refuses the whole update (400, each field named).
 */
export async function updateProfile(db: Db, user: AuthUser, body: ProfileUpdate): Promise<void> {
  const errors: { path: string; message: string }[] = [];
  const companyPatch: Record<string, string | null> = {};
  for (const field of companyFields) {
    const raw = body[field];
    if (raw === undefined) continue;
    const value = upper.has(field) ? raw.trim().toUpperCase() : raw.trim();
    const message = companyFieldError(field, value);
    if (message) errors.push({ path: field, message });
    companyPatch[column[field]!] = value === '' ? null : value;
  }
  // The name greets the user and names them in their sub-users' invitations: a person's name only.
  const nameProblem = body.UserName === undefined ? null : personNameError(body.UserName);
  if (nameProblem) errors.push({ path: 'UserName', message: nameProblem });
  if (errors.length) throw badRequest(errors[0]!.message, { errors });

  const now = new Date();
  await db.transaction(async (tx) => {
    if (Object.keys(companyPatch).length) {
      ensureInvestor(user);
      const updated = await tx
        .update(companies)
        .set({ ...companyPatch, modifiedAt: now })
        .where(eq(companies.userId, user.id))
        .returning({ id: companies.companyId });
      if (!updated.length) throw notFound('Save the company name first.');
    }
    if (body.UserName !== undefined)
      await tx
        .update(users)
        .set({ userName: body.UserName.trim(), modifiedAt: now, modifiedBy: user.id })
        .where(eq(users.userId, user.id));
  });
}
