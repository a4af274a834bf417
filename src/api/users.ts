/** User-management calls of an investor (server README, "Users"), and sub-user verification. */
import type { NewSubUser, RightsRow, SubUser } from '@/domain/contract/users';
import type { FieldErrors } from '@/domain/contract/schema';
import { api } from './client';

export type { FieldErrors } from '@/domain/contract/schema';

/** The signed-in investor's sub-users with their department rights. */
export function getSubUsers() {
  return api.get<SubUser[]>('/api/users');
}

/** Adds a sub-user; the server e-mails and texts them a verification link. */
export function addSubUser(user: NewSubUser) {
  return api.post<(SubUser & FieldErrors) | FieldErrors | null>('/api/users', { body: user });
}

/** Changes a sub-user's name, mobile number and department rights (at least one). */
export function updateSubUser(userId: number, user: Omit<NewSubUser, 'Email'>) {
  return api.put<SubUser | FieldErrors | null>(`/api/users/${userId}`, { body: user });
}

/** Saves the access matrix: several sub-users' rights at once (all or none). */
export function saveRightsMatrix(rows: RightsRow[]) {
  return api.put<SubUser[]>('/api/users/rights', { body: { Users: rows } });
}

/** Deletes (deactivates) a sub-user; their sessions end at once. */
export function deleteSubUser(userId: number) {
  return api.delete<null>(`/api/users/${userId}`);
}

/** Sends a new verification link to a sub-user who has not verified yet. */
export function resendVerification(userId: number) {
  return api.post<null>(`/api/users/${userId}/verification`);
}

/** Public: verifies a sub-user with the token from their link and sets the first password. */
export function verifyTranUser(token: string, password: string) {
  return api.post<FieldErrors | null>('/api/users/verify', {
    body: { Token: token, Password: password },
    sessionRedirect: false,
  });
}
