/**
 * RS256 signing keys kept in the `signing_keys` table, so every API process signs with the same
 * key and verifies every other process's tokens. The first process to need a key creates it; an
 * advisory lock stops two processes from creating one each.
 */
import { eq, sql } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK } from 'jose';
import type { CryptoKey, JWK } from 'jose';
import { signingKeys } from '../db/schema.ts';
import type { Db } from '../db/types.ts';

export const SIGNING_ALG = 'RS256';
const KEY_CREATION_LOCK_ID = 7_215_004_002;
// A token with an unknown kid makes us re-read the table, but not more often than this.
const RELOAD_INTERVAL_MS = 5_000;

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
}

export interface KeyStore {
  /** The active key; created on first use. */
  getSigningKey(): Promise<SigningKey>;
  /** Public key for a token's `kid`, or undefined when no such key exists. */
  getVerificationKey(kid: string | undefined): Promise<CryptoKey | undefined>;
  /** Public JWKs of all stored keys, for /.well-known/jwks.json. */
  listPublicJwks(): Promise<JWK[]>;
}

async function createActiveKey(db: Db): Promise<typeof signingKeys.$inferSelect> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${KEY_CREATION_LOCK_ID})`);
    const [existing] = await tx.select().from(signingKeys).where(eq(signingKeys.active, true));
    if (existing) return existing;
    const { publicKey, privateKey } = await generateKeyPair(SIGNING_ALG, {
      modulusLength: 2048,
      extractable: true,
    });
    const publicJwk = await exportJWK(publicKey);
    const kid = await calculateJwkThumbprint(publicJwk);
    const [row] = await tx
      .insert(signingKeys)
      .values({
        kid,
        alg: SIGNING_ALG,
        publicJwk: { ...publicJwk, kid, alg: SIGNING_ALG, use: 'sig' },
        privateJwk: { ...(await exportJWK(privateKey)), kid, alg: SIGNING_ALG },
        active: true,
      })
      .returning();
    return row!;
  });
}

export function createKeyStore(db: Db): KeyStore {
  let signing: Promise<SigningKey> | undefined;
  const verification = new Map<string, CryptoKey>();
  let lastReload = 0;

  async function loadSigningKey(): Promise<SigningKey> {
    const [row] = await db.select().from(signingKeys).where(eq(signingKeys.active, true));
    const active = row ?? (await createActiveKey(db));
    const privateKey = (await importJWK(active.privateJwk as JWK, SIGNING_ALG)) as CryptoKey;
    // Our own tokens must verify at once, without waiting for the next reload.
    verification.set(
      active.kid,
      (await importJWK(active.publicJwk as JWK, SIGNING_ALG)) as CryptoKey,
    );
    return { kid: active.kid, privateKey };
  }

  async function reloadVerificationKeys(): Promise<void> {
    lastReload = Date.now();
    const rows = await db.select().from(signingKeys);
    for (const row of rows) {
      if (!verification.has(row.kid))
        verification.set(
          row.kid,
          (await importJWK(row.publicJwk as JWK, SIGNING_ALG)) as CryptoKey,
        );
    }
  }

  return {
    getSigningKey() {
      signing ??= loadSigningKey().catch((error: unknown) => {
        signing = undefined; // let the next call retry after a transient database error
        throw error;
      });
      return signing;
    },
    async getVerificationKey(kid) {
      if (!kid) return undefined;
      if (!verification.has(kid) && Date.now() - lastReload > RELOAD_INTERVAL_MS)
        await reloadVerificationKeys();
      return verification.get(kid);
    },
    async listPublicJwks() {
      const rows = await db.select({ publicJwk: signingKeys.publicJwk }).from(signingKeys);
      return rows.map((r) => r.publicJwk as JWK);
    },
  };
}
