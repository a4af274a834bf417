/** Fixed role ids of spec §3; the login response's UserType is one of these. */
export const Role = {
  Investor: 1,
  Admin: 2,
  TransactionUser: 3,
  MidcUser: 4,
} as const;

export type RoleId = (typeof Role)[keyof typeof Role];

/** Display names, as the spec's route lists call them. */
export const roleNames: Record<RoleId, string> = {
  1: 'Investor',
  2: 'Admin',
  3: 'Transaction-User',
  4: 'Midc-User',
};

/** The role table: UserType → role id, or null for an unknown role (which gets no routes). */
export function roleFromUserType(userType: unknown): RoleId | null {
  const n = typeof userType === 'string' ? Number(userType) : userType;
  return n === 1 || n === 2 || n === 3 || n === 4 ? n : null;
}
