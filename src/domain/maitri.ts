/**
 * The MAITRI single-window sign-in (spec §2 /MaitriLogin, §3 integration object, §7
 * AuthenticateMaitriUser), shared by the browser and the reference server.
 */
import type { LoginData } from './api';

/** The identifiers MAITRI passes besides its token; the token's claims carry the same names. */
export const MAITRI_ID_FIELDS = ['ServiceID', 'ApplicationID', 'TrackID', 'ServiceAppID'] as const;

/** One of the identifier names above. */
export type MaitriIdField = (typeof MAITRI_ID_FIELDS)[number];

/** Issuer every MAITRI token must carry. */
export const MAITRI_ISSUER = 'maitri';

/** Body of POST /Account/AuthenticateMaitriUser: the integration object of spec §3. */
export interface MaitriLoginRequest {
  Token: string;
  MaitriUserId: string;
  ServiceID: string;
  ApplicationID?: string;
  TrackID?: string;
  ServiceAppID?: string;
}

/** Where a single-window sign-in lands: the service page, for this plot when there is one. */
export interface MaitriServiceRoute {
  ServiceId: string;
  Title: string;
  Path: string;
  PlotId: string | null;
}

/** Data of AuthenticateMaitriUser: the login response plus the page to open (null: dashboard). */
export interface MaitriLoginData extends LoginData {
  ServiceRoute: MaitriServiceRoute | null;
}
