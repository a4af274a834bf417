import { describe, expect, it } from 'vitest';
import { allowedRoutes } from '@/auth/permissions';
import { normalizePath, paths, type PathKey } from '@/config/paths';
import { Role } from '@/domain/roles';
import { linkOnly, navFor, sectionOf, sectionPathFor } from '../layouts/nav-items';

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

describe("a page without its own menu item lights its section's item", () => {
  it('every service form and every link-only route has a decision, none is a menu item', () => {
    const everyMenu = new Set(roles.flatMap(({ role, rights }) => menuPaths(role, rights)));
    const inMenu = (key: string) => everyMenu.has(normalizePath(paths[key as PathKey].path));
    const decided = Object.keys(sectionOf);
    const undecided = [...Object.keys(linkOnly), 'serviceRequest'].filter(
      (key) => !decided.includes(key) && !inMenu(key), // /plotservice is Plot Details' own page
    );
    expect(undecided).toEqual([]);
    expect(decided.filter(inMenu)).toEqual([]);
  });

  it.each(roles)(
    '$name: the section of every page the role may open is in its menu',
    ({ role, rights }) => {
      const menu = new Set(menuPaths(role, rights));
      const missing = allowedRoutes(role, rights)
        .map((r) => r.path)
        .filter((p) => {
          const section = sectionPathFor(p);
          return section !== undefined && !menu.has(normalizePath(section));
        });
      expect(missing).toEqual([]);
    },
  );

  it('matches the addresses as the router does: any case, a trailing slash, a service id', () => {
    const forms = paths.raiseServiceRequest.path;
    expect(sectionPathFor('/plotservice/raiseservicerequest/FinalLeaseService/')).toBe(forms);
    expect(sectionPathFor('/ITHARDWARE')).toBe(forms);
    expect(sectionPathFor(paths.serviceInformation.path)).toBe(paths.plotSummary.path);
    expect(sectionPathFor(paths.waterBillResponse.path)).toBe(paths.waterBills.path);
    expect(sectionPathFor(forms)).toBeUndefined(); // its own item's page
    expect(sectionPathFor(`${forms}/a/b`)).toBeUndefined(); // no such route
    expect(sectionPathFor(paths.demo.path)).toBeUndefined();
    expect(sectionPathFor(paths.plotServiceLower.path)).toBeUndefined();
  });
});
