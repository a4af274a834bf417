/**
 * The language a user chose (issue 20): kept on their profile, used for their messages and the
 * receipts they download.
 */
import { eq } from 'drizzle-orm';
import { isLanguage, type Language } from '../../../../src/domain/i18n/languages.ts';
import { users } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';

/** Stores the signed-in user's own choice; nobody sets another user's language. */
export async function setUserLanguage(db: Db, userId: number, language: Language): Promise<void> {
  await db
    .update(users)
    .set({ language, modifiedBy: userId, modifiedAt: new Date() })
    .where(eq(users.userId, userId));
}

/** A user's chosen language; English when they have not chosen one (or for nobody). */
export async function userLanguage(db: Db, userId: number | null | undefined): Promise<Language> {
  if (userId === null || userId === undefined) return 'en';
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.userId, userId));
  return isLanguage(row?.language) ? row.language : 'en';
}
