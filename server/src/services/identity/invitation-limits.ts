/**
 * How many invitation links a plot holder may send (auth/policy.ts): each link e-mails and texts
 * an address the holder typed, so adding, re-adding and resending are counted together, from the
 * links' own rows (user_verification_tokens; every process sees the same count). Per sub-user, the
 * "3 links per 15 minutes" rule of resending holds for adding a deleted sub-user back too.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  INVITES_MAX_PER_DAY,
  INVITES_MAX_PER_HOUR,
  LOCKOUT_WINDOW_SECONDS,
  PASSWORD_RESET_MAX_PER_WINDOW,
} from '../../auth/policy.ts';
import { userVerificationTokens, users } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';

/** Why a link may not be sent now: the holder's count or this sub-user's, and for how long. */
export interface InvitationRefusal {
  limit: 'holder' | 'user';
  retryAfter: number;
}

const links = userVerificationTokens;
const within = (seconds: number) =>
  sql`${links.createdAt} > now() - ${seconds}::int * interval '1 second'`;
/** Seconds until the oldest link of the window leaves it (then one more may be sent). */
const secondsLeft = (seconds: number) =>
  sql<number>`ceil(extract(epoch from min(${links.createdAt}) filter (where ${within(seconds)}) + ${seconds}::int * interval '1 second' - now()))::int`;

/**
 * Null when the holder may send one more link (to `userId`, an existing sub-user, or to a new
 * one). Call it in the transaction that then stores and sends the link: it locks the holder's row,
 * so of invitations sent at once, on any process, each counts the ones before it.
 */
export async function invitationRefusal(
  tx: Db,
  holderId: number,
  userId: number | null,
): Promise<InvitationRefusal | null> {
  await tx
    .select({ id: users.userId })
    .from(users)
    .where(eq(users.userId, holderId))
    .for('no key update');
  if (userId !== null) {
    const [mine] = await tx
      .select({ count: sql<number>`count(*)::int`, wait: secondsLeft(LOCKOUT_WINDOW_SECONDS) })
      .from(links)
      .where(and(eq(links.userId, userId), within(LOCKOUT_WINDOW_SECONDS)));
    if (mine && mine.count >= PASSWORD_RESET_MAX_PER_WINDOW)
      return { limit: 'user', retryAfter: Math.max(1, Number(mine.wait)) };
  }
  const hour = 3600;
  const day = 24 * hour;
  const [sent] = await tx
    .select({
      hour: sql<number>`(count(*) filter (where ${within(hour)}))::int`,
      day: sql<number>`count(*)::int`,
      hourWait: secondsLeft(hour),
      dayWait: secondsLeft(day),
    })
    .from(links)
    .innerJoin(users, eq(users.userId, links.userId))
    .where(and(eq(users.parentUserId, holderId), within(day)));
  if (!sent) return null;
  if (sent.day >= INVITES_MAX_PER_DAY)
    return { limit: 'holder', retryAfter: Math.max(1, Number(sent.dayWait)) };
  if (sent.hour >= INVITES_MAX_PER_HOUR)
    return { limit: 'holder', retryAfter: Math.max(1, Number(sent.hourWait)) };
  return null;
}
