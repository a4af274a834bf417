/**
 * Where a single-window sign-in lands. MAITRI names its own service id; the maitri_services table
 * maps it to a catalogue service, whose page opens for the user's plot. The plot is kept simple on
 * purpose: the first approved plot (by plot id) of the plot holder the user works for — the
 * investor themself, or a Transaction-User's parent. ApplicationID is not used to pick a plot,
 * because MAITRI's application ids are not known to the portal. No mapping, an unknown catalogue
 * service or a department the user has no right to → null, and the browser opens the dashboard.
 */
import { and, asc, eq } from 'drizzle-orm';
import { hasRight, parseRights } from '../../../../src/domain/departments.ts';
import type { MaitriServiceRoute } from '../../../../src/domain/contract/account.ts';
import { Role } from '../../../../src/domain/roles.ts';
import type { UserRow } from '../../auth/sessions.ts';
import { maitriServices } from '../../db/schema.ts';
import { plots } from '../../db/schema-engine.ts';
import type { Db } from '../../db/types.ts';
import type { Catalog } from '../forms/catalog.ts';

/** The portal page of a catalogue service (spec §2). */
export const servicePagePath = (serviceId: string) =>
  `/PlotService/raiseServiceRequest/${encodeURIComponent(serviceId)}`;

/** The catalogue service a MAITRI service id maps to, or undefined. */
export async function mappedService(db: Db, maitriServiceId: string) {
  const [row] = await db
    .select()
    .from(maitriServices)
    .where(
      and(eq(maitriServices.maitriServiceId, maitriServiceId), eq(maitriServices.active, true)),
    );
  return row;
}

function plotHolderOf(user: UserRow): number | null {
  if (user.roleId === Role.Investor) return user.userId;
  if (user.roleId === Role.TransactionUser) return user.parentUserId;
  return null;
}

/** The service page and plot a MAITRI sign-in should open, or null for the dashboard. */
export async function resolveServiceRoute(
  db: Db,
  catalog: Catalog,
  user: UserRow,
  maitriServiceId: string,
): Promise<MaitriServiceRoute | null> {
  const mapping = await mappedService(db, maitriServiceId);
  const service = mapping ? catalog.services.get(mapping.serviceId) : undefined;
  const holder = plotHolderOf(user);
  if (!service || holder === null) return null;
  const rights = parseRights(user.departmentRights);
  if (user.roleId === Role.TransactionUser && !hasRight(rights, service.entry.serviceMasterId))
    return null;
  const [plot] = await db
    .select({ plotId: plots.plotId })
    .from(plots)
    .where(and(eq(plots.ownerUserId, holder), eq(plots.registrationStatus, 'Approved')))
    .orderBy(asc(plots.plotId))
    .limit(1);
  return {
    ServiceId: service.id,
    Title: service.title,
    Path: servicePagePath(service.id),
    PlotId: plot?.plotId ?? null,
  };
}
