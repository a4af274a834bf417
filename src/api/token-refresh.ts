/**
 * How the client renews an access token that is about to expire before it sends a request. The
 * client does not know how tokens are renewed: the session layer registers that at start
 * (src/main.tsx registers src/auth/oidc.ts's refreshAccessToken), so api/ never imports auth/.
 */
import { tokenNeedsRefresh } from '@/lib/session-items';

let refresher: () => Promise<unknown> = async () => undefined;

/** Sets what renews the access token (until then nothing is renewed). */
export function setTokenRefresher(refresh: () => Promise<unknown>): void {
  refresher = refresh;
}

/** Renews the access token first when it is about to expire; every request awaits this. */
export async function ensureFreshToken(): Promise<void> {
  if (tokenNeedsRefresh()) await refresher();
}
