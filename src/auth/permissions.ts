/**
 * Access policies (spec §6) in one place: the role's route list from route-table.ts, filtered by
 * the user's department rights. Unknown roles get nothing; unknown paths are never allowed.
 */
import { normalizePath, paths } from '@/config/paths';
import { departmentIds, hasRight, parseRights } from '@/domain/departments';
import { Role, roleFromUserType } from '@/domain/roles';
import { routeTable, type RouteRule } from './route-table';

/** The department rights that apply: investors hold every right, others what their list says. */
export function effectiveRights(
  role: number | null,
  departmentRights: string | null | undefined,
): number[] {
  return roleFromUserType(role) === Role.Investor
    ? [...departmentIds]
    : parseRights(departmentRights);
}

/** The routes a role is offered with these department rights (empty for an unknown role). */
export function allowedRoutes(
  role: number | null,
  departmentRights: string | null | undefined,
): RouteRule[] {
  const roleId = roleFromUserType(role);
  if (roleId === null) return [];
  const rights = effectiveRights(roleId, departmentRights);
  return routeTable[roleId].filter((rule) => hasRight(rights, rule.serviceMasterId));
}

/** Whether the role, with these rights, may open this path (compared as the router matches). */
export function canAccess(
  role: number | null,
  departmentRights: string | null | undefined,
  pathname: string,
): boolean {
  const wanted = normalizePath(pathname);
  return allowedRoutes(role, departmentRights).some((rule) => normalizePath(rule.path) === wanted);
}

/** Whether any role at all has this path, so a signed-out visitor is sent to sign in, not a 404. */
export function isKnownProtectedPath(pathname: string): boolean {
  const wanted = normalizePath(pathname);
  return Object.values(routeTable).some((list) =>
    list.some((rule) => normalizePath(rule.path) === wanted),
  );
}

/** Where to go after sign-in: /Dashboard (spec §2) or, for a role without it, its first page. */
export function landingPath(role: number | null, departmentRights: string | null | undefined) {
  if (canAccess(role, departmentRights, paths.dashboard.path)) return paths.dashboard.getHref();
  const first = allowedRoutes(role, departmentRights).find((r) => r.path !== paths.login.path);
  return first?.path ?? paths.pageNotFound.path;
}
