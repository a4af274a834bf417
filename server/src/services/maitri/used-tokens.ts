/**
 * Single use of MAITRI tokens: the sign-in records the token's `jti` in maitri_used_tokens inside
 * its own transaction. The primary key decides between concurrent uses — on PostgreSQL the second
 * INSERT waits for the first transaction and then conflicts; on PGlite transactions run one at a
 * time — so exactly one sign-in wins and a failed sign-in leaves the token unused.
 */
import { maitriUsedTokens } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';
import type { AcceptedMaitriToken } from './tokens.ts';

/** Records the token as used; false when it was used already. Pass the sign-in's transaction. */
export async function claimMaitriToken(
  tx: Db,
  token: AcceptedMaitriToken & { maitriUserId: string },
): Promise<boolean> {
  const inserted = await tx
    .insert(maitriUsedTokens)
    .values({ jti: token.jti, maitriUserId: token.maitriUserId, expiresAt: token.expiresAt })
    .onConflictDoNothing({ target: maitriUsedTokens.jti })
    .returning({ jti: maitriUsedTokens.jti });
  return inserted.length === 1;
}
