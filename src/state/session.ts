/**
 * The signed-in user (spec §3): UserId, role, userData and companyInfo, persisted in
 * sessionStorage under 'root' so a reload keeps the session, and the operations spec §3 names as
 * write-only action atoms.
 */
import { atom } from 'jotai';
import { RESET, atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { RoleId } from '@/domain/roles';
import type { CompanyInfo, UserData } from '@/domain/contract/profile';
import { clearSessionItems } from '@/lib/session-items';

/** The persisted session object. */
export interface SessionState {
  UserId: string | null;
  role: RoleId | null;
  userData: Partial<UserData>;
  companyInfo: Partial<CompanyInfo>;
}

/** The signed-out state that "clear all" returns to. */
export const emptySession: SessionState = {
  UserId: null,
  role: null,
  userData: {},
  companyInfo: {},
};

/** The whole persisted session; prefer the narrower atoms below. */
export const sessionAtom = atomWithStorage<SessionState>(
  'root',
  emptySession,
  createJSONStorage<SessionState>(() => sessionStorage),
  { getOnInit: true },
);

/** The signed-in user's id, or null. */
export const userIdAtom = atom((get) => get(sessionAtom).UserId);
/** The signed-in user's role id, or null. */
export const roleAtom = atom((get) => get(sessionAtom).role);
/** The signed-in user's account record. */
export const userDataAtom = atom((get) => get(sessionAtom).userData);
/** The signed-in user's company. */
export const companyInfoAtom = atom((get) => get(sessionAtom).companyInfo);
/** True once a user id and a known role are set. */
export const signedInAtom = atom((get) => get(userIdAtom) !== null && get(roleAtom) !== null);

/** The department rights (spec §6); sign-in puts them in userData, the profile call refreshes them. */
export const departmentRightsAtom = atom((get) => get(userDataAtom).DepartmentRights ?? null);

/** Sets the user id. */
export const setUserIdAtom = atom(null, (get, set, UserId: string | null) =>
  set(sessionAtom, { ...get(sessionAtom), UserId }),
);

/** Sets the role id. */
export const setRoleAtom = atom(null, (get, set, role: RoleId | null) =>
  set(sessionAtom, { ...get(sessionAtom), role }),
);

/** Merges fields into userData. */
export const mergeUserDataAtom = atom(null, (get, set, patch: Partial<UserData>) => {
  const session = get(sessionAtom);
  set(sessionAtom, { ...session, userData: { ...session.userData, ...patch } });
});

/** Merges fields into companyInfo. */
export const mergeCompanyInfoAtom = atom(null, (get, set, patch: Partial<CompanyInfo>) => {
  const session = get(sessionAtom);
  set(sessionAtom, { ...session, companyInfo: { ...session.companyInfo, ...patch } });
});

/** Clear all: resets the store to empty and removes every session item. */
export const clearSessionAtom = atom(null, (_get, set) => {
  set(sessionAtom, RESET);
  clearSessionItems();
});
