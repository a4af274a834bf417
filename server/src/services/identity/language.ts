/** The language a user chose (issue 20): kept on their profile, used for their messages. */
import { eq } from 'drizzle-orm';
import type { Language } from '../../../../src/domain/i18n/languages.ts';
import { users } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';

/** Stores the signed-in user's own choice; nobody sets another user's language. */
export async function setUserLanguage(db: Db, userId: number, language: Language): Promise<void> {
  await db
    .update(users)
    .set({ language, modifiedBy: userId, modifiedAt: new Date() })
    .where(eq(users.userId, userId));
}
