/**
 * Who may see and act on which plots, applications and files (spec §6; ARCHITECTURE.md,
 * Applications). An Investor works on the plots they own; a Transaction-User on their parent's
 * plots, limited to services whose service-master id is in their rights as the database says now;
 * a Midc-User (staff) reads everything and files nothing; an Admin has no part in any of it.
 */
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { departments, hasRight } from '../../../../src/domain/departments.ts';
import { Role } from '../../../../src/domain/roles.ts';
import type { Actor } from '../../../../src/domain/service-engine/index.ts';
import type { AuthUser } from '../../auth/authenticate.ts';
import { applications, plots } from '../../db/schema-engine.ts';
import { forbidden } from '../../lib/errors.ts';

/** The plot holder a user works for: themself (Investor), their parent (Transaction-User). */
export function accountOwnerOf(user: AuthUser): number | null {
  if (user.role === Role.Investor) return user.id;
  if (user.role === Role.TransactionUser) return user.parentUserId;
  return null;
}

/** The plots a user may read, as a condition on `plots` (undefined = all of them). */
export function plotScope(user: AuthUser): SQL | undefined {
  const owner = plotOwnerScope(user);
  return owner === null ? undefined : sql`${plots.ownerUserId} = ${owner}`;
}

/** plotScope as the holder whose plots the user may read (null = all of them). */
export function plotOwnerScope(user: AuthUser): number | null {
  if (user.role === Role.MidcUser) return null;
  const owner = accountOwnerOf(user);
  if (owner === null) throw forbidden('You are not allowed to view plots.');
  return owner;
}

/** The applications a user may read on a readable plot, as a condition (Transaction-User rights). */
export function applicationScope(user: AuthUser): SQL {
  if (user.role !== Role.TransactionUser) return sql`true`;
  // Postgres array literal of the rights; an empty list matches nothing.
  return sql`${applications.serviceMasterId} = any(${`{${user.rights.join(',')}}`}::smallint[])`;
}

/** True when the user may work with (or read) a service's applications under their rights. */
export function hasServiceRight(user: AuthUser, serviceMasterId: number | null): boolean {
  return user.role !== Role.TransactionUser || hasRight(user.rights, serviceMasterId);
}

/** 'Your department rights do not include Fire and PNG (1).' */
export function missingRightMessage(serviceMasterId: number): string {
  const name = departments.find((d) => d.id === serviceMasterId)?.name ?? 'this department';
  return `Your department rights do not include ${name} (${serviceMasterId}).`;
}

/** Throws 403 unless the user may work with a service under their rights. */
export function ensureServiceRight(user: AuthUser, serviceMasterId: number): void {
  if (!hasServiceRight(user, serviceMasterId))
    throw forbidden(missingRightMessage(serviceMasterId));
}

/** The state machine's actor for a user acting on a plot owned by `plotOwnerId`. */
export function actorFor(user: AuthUser, plotOwnerId: number): Actor {
  return {
    kind: 'user',
    role: user.role,
    isOwner: accountOwnerOf(user) === plotOwnerId,
    departmentRights: user.rights,
  };
}
