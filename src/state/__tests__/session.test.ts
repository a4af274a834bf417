import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import {
  clearSessionAtom,
  departmentRightsAtom,
  emptySession,
  mergeCompanyInfoAtom,
  mergeUserDataAtom,
  sessionAtom,
  setRoleAtom,
  setUserIdAtom,
  signedInAtom,
} from '../session';

const persisted = () => JSON.parse(sessionStorage.getItem('root') ?? 'null') as unknown;

beforeEach(() => sessionStorage.clear());

describe('session store (spec §3)', () => {
  it('sets id and role, merges user data and company info, persisted under root', () => {
    const store = createStore();
    expect(store.get(signedInAtom)).toBe(false);
    store.set(setUserIdAtom, '42');
    store.set(setRoleAtom, 3);
    store.set(mergeUserDataAtom, { UserName: 'Asha', DepartmentRights: '0,2' });
    store.set(mergeUserDataAtom, { Email: 'a@demo.test' });
    store.set(mergeCompanyInfoAtom, { CompanyName: 'Demo Ltd' });
    store.set(mergeCompanyInfoAtom, { City: 'Pune' });
    const expected = {
      UserId: '42',
      role: 3,
      userData: { UserName: 'Asha', DepartmentRights: '0,2', Email: 'a@demo.test' },
      companyInfo: { CompanyName: 'Demo Ltd', City: 'Pune' },
    };
    expect(store.get(sessionAtom)).toEqual(expected);
    expect(store.get(signedInAtom)).toBe(true);
    expect(store.get(departmentRightsAtom)).toBe('0,2');
    expect(persisted()).toEqual(expected);
  });

  it('restores the persisted session after a reload', async () => {
    sessionStorage.setItem('root', JSON.stringify({ ...emptySession, UserId: '7', role: 1 }));
    vi.resetModules(); // a page load evaluates the module afresh
    const fresh = await import('../session');
    const store = createStore();
    expect(store.get(fresh.signedInAtom)).toBe(true);
    expect(store.get(fresh.roleAtom)).toBe(1);
  });

  it('clear all empties the store and every session item', () => {
    const store = createStore();
    store.set(setUserIdAtom, '42');
    store.set(setRoleAtom, 1);
    for (const key of [
      'UserId',
      'access_token',
      'SessionToken',
      'DepartmentRights',
      'refresh_token',
      'maitriData',
    ]) {
      sessionStorage.setItem(key, 'x');
    }
    store.set(clearSessionAtom);
    expect(store.get(sessionAtom)).toEqual(emptySession);
    expect(sessionStorage.length).toBe(0);
  });
});
