/**
 * The page to return to after signing in (`/?next=…`): a signed-out visitor sent to sign in from a
 * payment link or a bookmarked page comes back to it. Only a path of this app that the new
 * session may open is followed, so the parameter cannot send anyone to another site.
 */
import { canAccess } from './permissions';
import { isPublicPath } from '@/config/public-paths';
import { paths } from '@/config/paths';

/** `next` when it is a local path the role may open, else null. */
export function returnPath(
  next: string | null,
  role: number | null,
  rights: string | null | undefined,
): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(next, 'http://portal.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://portal.invalid' || url.pathname === '/') return null;
  const allowed = isPublicPath(url.pathname) || canAccess(role, rights, url.pathname);
  return allowed ? url.pathname + url.search : null;
}

/** Where a completed sign-in goes: back to `next` when allowed, else the dashboard. */
export function pathAfterSignIn(
  next: string | null,
  role: number | null,
  rights: string | null | undefined,
): string {
  return returnPath(next, role, rights) ?? paths.dashboard.getHref();
}
