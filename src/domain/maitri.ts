/**
 * The MAITRI single-window sign-in (spec §2 /MaitriLogin, §3 integration object, §7
 * AuthenticateMaitriUser), shared by the browser and the reference server.
 */
/** The identifiers MAITRI passes besides its token; the token's claims carry the same names. */
export const MAITRI_ID_FIELDS = ['ServiceID', 'ApplicationID', 'TrackID', 'ServiceAppID'] as const;

/** One of the identifier names above. */
export type MaitriIdField = (typeof MAITRI_ID_FIELDS)[number];

/** Issuer every MAITRI token must carry. */
export const MAITRI_ISSUER = 'maitri';
