/**
 * Sub-users of an investor (spec §1, §6): Transaction-Users whose ParentUserId is the investor,
 * limited to the investor's plots and to their department rights. Every function takes the
 * investor's id and touches only that investor's active sub-users; anything else is "not found".
 * Rights are read from the database on each request (auth/authenticate.ts), so a change applies to
 * the sub-user's next request; deleting deactivates the account and ends its sessions at once.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { formatRights, parseRights } from '../../../../src/domain/departments.ts';
import { Role } from '../../../../src/domain/roles.ts';
import { departmentNames } from '../../../../src/domain/users.ts';
import type { NewSubUser, RightsRow, SubUser } from '../../../../src/domain/contract/users.ts';
import { revokeUserSessions } from '../../auth/sessions.ts';
import { userVerificationTokens, users } from '../../db/schema.ts';
import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/types.ts';
import { notFound } from '../../lib/errors.ts';
import { sendVerification } from './user-verification.ts';
import { invitationRefusal, type InvitationRefusal } from './invitation-limits.ts';
import { notify } from '../notifications/enqueue.ts';

/** The investor's users-and-rights screen (src/config/paths.ts). */
const USERS_PATH = '/userandroles';

type UserRow = typeof users.$inferSelect;

export const USER_NOT_FOUND = 'User not found';

const subUsersOf = (parentId: number) =>
  and(
    eq(users.parentUserId, parentId),
    eq(users.roleId, Role.TransactionUser),
    eq(users.isActive, true),
  );

function toSubUser(u: UserRow): SubUser {
  const rights = parseRights(u.departmentRights);
  return {
    UserId: u.userId,
    UserName: u.userName,
    Email: u.email,
    MobileNo: u.mobile,
    DepartmentRights: formatRights(rights),
    Departments: departmentNames(rights),
    Verified: u.emailVerified,
    CreatedDate: u.createdAt.toISOString(),
  };
}

export async function listSubUsers(db: Db, parentId: number): Promise<SubUser[]> {
  const rows = await db
    .select()
    .from(users)
    .where(subUsersOf(parentId))
    .orderBy(asc(users.userName));
  return rows.map(toSubUser);
}

/**
 * The investor's active sub-user, its row locked until the caller's transaction ends: of two
 * requests at once on one sub-user (two deletes, two resends), the second waits and then sees what
 * the first did (a deleted user is not found; a new link counts and voids the one before).
 */
async function findSubUser(db: Db, parentId: number, userId: number): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(subUsersOf(parentId), eq(users.userId, userId)))
    .for('update');
  if (!row) throw notFound(USER_NOT_FOUND);
  return row;
}

export type AddResult =
  | { ok: true; user: SubUser }
  | { ok: false; reason: 'exists' }
  | { ok: false; reason: 'throttled'; refusal: InvitationRefusal };

/**
 * Adds a sub-user without a password and sends the verification link by e-mail and SMS. An address
 * of one of this investor's deleted sub-users brings that account back, with the new details.
 * Either is an invitation, within the limits of invitation-limits.ts (refused: nothing changes).
 */
export async function addSubUser(
  ctx: { db: Db; config: Config },
  parentId: number,
  input: NewSubUser,
): Promise<AddResult> {
  const values = {
    userName: input.UserName.trim(),
    mobile: input.MobileNo,
    departmentRights: formatRights(input.DepartmentRights),
    roleId: Role.TransactionUser,
    parentUserId: parentId,
    passwordHash: null,
    emailVerified: false,
    emailVerifiedAt: null,
    isActive: true,
    tokenGeneratedAt: new Date(),
    modifiedBy: parentId,
    modifiedAt: new Date(),
  };
  return ctx.db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${input.Email.trim().toLowerCase()}`)
      .for('update');
    // A new account speaks the investor's language (its link is sent in it) until its user
    // chooses one; an account brought back keeps the choice its user made before.
    const [adder] = await tx
      .select({ language: users.language })
      .from(users)
      .where(eq(users.userId, parentId));
    const comeback =
      existing &&
      !existing.isActive &&
      existing.roleId === Role.TransactionUser &&
      existing.parentUserId === parentId;
    if (existing && !comeback) return { ok: false, reason: 'exists' } as const;
    const refusal = await invitationRefusal(tx, parentId, comeback ? existing.userId : null);
    if (refusal) return { ok: false, reason: 'throttled', refusal } as const;
    const language = (comeback ? existing.language : null) ?? adder?.language ?? null;
    const [row] = comeback
      ? await tx
          .update(users)
          .set({ ...values, language })
          .where(eq(users.userId, existing.userId))
          .returning()
      : await tx
          .insert(users)
          .values({ ...values, language, email: input.Email.trim(), createdBy: parentId })
          .returning();
    await sendVerification(ctx, tx, row!, parentId);
    const added = toSubUser(row!);
    await notify(tx, {
      kind: 'users.added',
      audience: { to: 'user', userId: parentId },
      params: {
        subject: `${added.UserName} <${added.Email}>`,
        rights: added.DepartmentRights || 'none',
        link: USERS_PATH,
      },
    });
    return { ok: true, user: added } as const;
  });
}

/** Changes a sub-user's name, mobile number and department rights at once. */
export async function updateSubUser(
  db: Db,
  parentId: number,
  userId: number,
  input: Omit<NewSubUser, 'Email'>,
): Promise<SubUser> {
  return db.transaction(async (tx) => {
    await findSubUser(tx, parentId, userId);
    const [row] = await tx
      .update(users)
      .set({
        userName: input.UserName.trim(),
        mobile: input.MobileNo,
        departmentRights: formatRights(input.DepartmentRights),
        modifiedBy: parentId,
        modifiedAt: new Date(),
      })
      .where(eq(users.userId, userId))
      .returning();
    return toSubUser(row!);
  });
}

/** Replaces one sub-user's department rights. */
export async function setRights(db: Db, parentId: number, row: RightsRow): Promise<SubUser> {
  return (await setRightsBulk(db, parentId, [row]))[0]!;
}

/** Replaces the rights of several sub-users at once; if any is not the investor's, none change. */
export async function setRightsBulk(
  db: Db,
  parentId: number,
  rows: RightsRow[],
): Promise<SubUser[]> {
  const ids = [...new Set(rows.map((r) => r.UserId))];
  return db.transaction(async (tx) => {
    const owned = await tx
      .select({ userId: users.userId, rights: users.departmentRights })
      .from(users)
      .where(and(subUsersOf(parentId), inArray(users.userId, ids)))
      .for('update');
    if (owned.length !== ids.length) throw notFound(USER_NOT_FOUND);
    const changed: SubUser[] = [];
    for (const r of rows) {
      const [u] = await tx
        .update(users)
        .set({
          departmentRights: formatRights(r.DepartmentRights),
          modifiedBy: parentId,
          modifiedAt: new Date(),
        })
        .where(eq(users.userId, r.UserId))
        .returning();
      const sub = toSubUser(u!);
      changed.push(sub);
      const before = owned.find((o) => o.userId === sub.UserId)?.rights;
      if (formatRights(parseRights(before)) === sub.DepartmentRights) continue;
      await notify(tx, {
        kind: 'users.rights',
        audience: { to: 'user', userId: sub.UserId },
        params: {
          rights: sub.DepartmentRights || 'none',
          link: '/Dashboard',
        },
      });
    }
    return changed;
  });
}

/** Deletes a sub-user: deactivates the account, ends its sessions, voids its open links. */
export async function deactivateSubUser(db: Db, parentId: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await findSubUser(tx, parentId, userId);
    await tx
      .update(users)
      .set({ isActive: false, modifiedBy: parentId, modifiedAt: new Date() })
      .where(eq(users.userId, userId));
    await revokeUserSessions(tx, userId, 'deleted by main user');
    await tx
      .update(userVerificationTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(userVerificationTokens.userId, userId), isNull(userVerificationTokens.usedAt)));
  });
}

export type ResendResult =
  | { ok: true }
  | { ok: false; reason: 'verified' }
  | { ok: false; reason: 'throttled'; refusal: InvitationRefusal };

/** Sends a new verification link to a sub-user who has not set a password yet. */
export async function resendVerification(
  ctx: { db: Db; config: Config },
  parentId: number,
  userId: number,
): Promise<ResendResult> {
  return ctx.db.transaction(async (tx) => {
    const row = await findSubUser(tx, parentId, userId);
    if (row.emailVerified) return { ok: false, reason: 'verified' } as const;
    const refusal = await invitationRefusal(tx, parentId, row.userId);
    if (refusal) return { ok: false, reason: 'throttled', refusal } as const;
    await sendVerification(ctx, tx, row, parentId);
    return { ok: true } as const;
  });
}
