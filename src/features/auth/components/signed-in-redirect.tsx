import { useAtomValue } from 'jotai';
import { Navigate, useSearchParams } from 'react-router-dom';
import { returnPath } from '@/auth/return-path';
import { paths } from '@/config/paths';
import { departmentRightsAtom, roleAtom } from '@/state/session';

/**
 * Where the sign-in page sends someone signed in: back to the page that sent them to sign in (a
 * payment link), else the dashboard; the shell sends each role on to its page. Its own module
 * because checking `?next=` needs the route table and with it the service catalogue, which a
 * visitor about to sign in does not need.
 */
export function SignedInRedirect() {
  const role = useAtomValue(roleAtom);
  const rights = useAtomValue(departmentRightsAtom);
  const [params] = useSearchParams();
  const next = returnPath(params.get('next'), role, rights);
  return <Navigate to={next ?? paths.dashboard.getHref()} replace />;
}
