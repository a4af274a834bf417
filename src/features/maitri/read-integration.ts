/**
 * Reads the MAITRI integration object (spec §3) from the /MaitriLogin query string: token,
 * ServiceID, ApplicationID, TrackID, ServiceAppID and MaitriUserId. Names match without regard to
 * case, because the single window's spelling is not ours to control.
 */
import type { MaitriData } from '@/lib/session-items';

const names = {
  token: 'Token',
  serviceid: 'ServiceID',
  applicationid: 'ApplicationID',
  trackid: 'TrackID',
  serviceappid: 'ServiceAppID',
  maitriuserid: 'MaitriUserId',
} as const satisfies Record<string, keyof MaitriData>;

/** Parameters a single-window sign-in cannot do without. */
const REQUIRED = ['Token', 'ServiceID', 'MaitriUserId'] as const;

/** The integration object, or the names of the missing parameters. */
export type IntegrationResult =
  { ok: true; data: Required<MaitriData> } | { ok: false; missing: string[] };

export function readIntegration(params: URLSearchParams): IntegrationResult {
  const data: Required<MaitriData> = {
    Token: '',
    ServiceID: '',
    ApplicationID: '',
    TrackID: '',
    ServiceAppID: '',
    MaitriUserId: '',
  };
  for (const [key, value] of params) {
    const name = names[key.toLowerCase() as keyof typeof names];
    if (name && !data[name]) data[name] = value.trim();
  }
  const missing = REQUIRED.filter((name) => !data[name]).map((n) => (n === 'Token' ? 'token' : n));
  return missing.length > 0 ? { ok: false, missing } : { ok: true, data };
}
