import { describe, expect, it } from 'vitest';
import { allowedRoutes } from '@/auth/permissions';
import { normalizePath, paths, type PathKey } from '@/config/paths';
import { Role } from '@/domain/roles';
import { linkOnly, navFor } from '../layouts/nav-items';

const roles = [
  { name: 'investor', role: Role.Investor, rights: null },
  { name: 'transaction user', role: Role.TransactionUser, rights: '0,2' },
  { name: 'staff', role: Role.MidcUser, rights: null },
  { name: 'admin', role: Role.Admin, rights: null },
];

const menuPaths = (role: number, rights: string | null) =>
  navFor(role, rights).flatMap((g) => g.items.map((i) => normalizePath(i.path)));

const keyOf = (path: string) =>
  (Object.keys(paths) as PathKey[]).find(
    (k) => normalizePath(paths[k].path) === normalizePath(path),
  );

describe('the menu shows what a user can do (issue 22)', () => {
  it.each(roles)('$name: no dead ends, nothing empty, no page twice', ({ role, rights }) => {
    const menu = menuPaths(role, rights);
    expect(menu).not.toContain(normalizePath(paths.verifyTranUser.path));
    expect(menu).not.toContain(normalizePath(paths.serviceInformation.path));
    // /TransactionService and /transactionuser are one page.
    const both = [paths.transactionService, paths.transactionUser].every((p) =>
      menu.includes(normalizePath(p.path)),
    );
    expect(both).toBe(false);
    expect(new Set(menu).size).toBe(menu.length);
    const titles = navFor(role, rights).flatMap((g) => g.items.map((i) => i.title));
    expect(new Set(titles).size).toBe(titles.length);
  });

  it.each(roles)(
    '$name: every route the role may open is in the menu or reachable by its link, with a reason',
    ({ role, rights }) => {
      const menu = new Set(menuPaths(role, rights));
      const serviceForms = `${normalizePath(paths.raiseServiceRequest.path)}/`;
      const unexplained = allowedRoutes(role, rights)
        .map((r) => r.path)
        .filter((p) => !normalizePath(p).startsWith(serviceForms)) // listed by Raise Service Request
        .filter((p) => !menu.has(normalizePath(p)))
        .filter((p) => {
          const key = keyOf(p);
          return !key || !linkOnly[key];
        });
      expect(unexplained).toEqual([]);
    },
  );
});
