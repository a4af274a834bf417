/** Password hashing with argon2id (the @node-rs/argon2 default: 19 MiB, 2 passes, OWASP). */
import { hash, verify } from '@node-rs/argon2';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown user, or a sub-user who has not
 * set a password yet) it still runs one argon2 verify, so timing does not reveal which e-mails exist.
 */
export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false; // malformed stored hash: treat as a wrong password, never as a crash
  }
}
