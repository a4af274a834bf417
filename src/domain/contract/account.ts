/**
 * The wire contract of the Account API of spec §7 (server/src/routes/identity/account.ts and
 * maitri-sign-in.ts): the password and MAITRI sign-ins with their one login answer, ending the
 * live session, the grievance hand-off token, and the user's language (issue 20).
 */
import { LANGUAGES } from '../i18n/languages.ts';
import { int, nonEmpty, nullable, objectSchema, orNull, str, type Wire } from './schema.ts';

/** Longest password the server hashes: argon2 would take any length, a request body should not. */
export const MAX_PASSWORD_LENGTH = 256;

/** A password as a body carries it (its policy is checked by the server, not the schema). */
export const passwordSchema = nonEmpty(MAX_PASSWORD_LENGTH);

/** Credentials of POST /Account/AuthenticateInvestorUser. */
export const loginBody = objectSchema({
  Email: nonEmpty(254),
  Password: passwordSchema,
});

/** The language a user chose for the portal, or null while they have not chosen one. */
export const languageOrNull = { type: ['string', 'null'], enum: [...LANGUAGES, null] } as const;

/**
 * Spec §3 login response, plus the tokens and the user's language (the browser switches to it at
 * sign-in; null leaves the language the browser already shows): what every sign-in answers.
 */
export const loginDataSchema = objectSchema({
  UserType: int,
  UserId: int,
  SessionToken: str,
  DepartmentRights: str,
  access_token: str,
  refresh_token: str,
  expires_in: int,
  Language: languageOrNull,
});

/** Body of PUT /api/account/language: the language the signed-in user chose. */
export const languageBody = objectSchema({ Language: { type: 'string', enum: LANGUAGES } });

const id = nonEmpty(100);
const optionalId = { type: 'string', maxLength: 100 } as const;

/** Body of POST /Account/AuthenticateMaitriUser: the integration object of spec §3. */
export const maitriLoginBody = objectSchema(
  {
    Token: nonEmpty(4096),
    MaitriUserId: id,
    ServiceID: id,
    ApplicationID: optionalId,
    TrackID: optionalId,
    ServiceAppID: optionalId,
  },
  ['Token', 'MaitriUserId', 'ServiceID'],
);

/** Where a single-window sign-in lands: the service page, for this plot when there is one. */
export const maitriServiceRouteSchema = objectSchema({
  ServiceId: str,
  Title: str,
  Path: str,
  PlotId: nullable('string'),
});

/** The login answer plus the page to open (null: the dashboard). */
export const maitriLoginDataSchema = objectSchema({
  ...loginDataSchema.properties,
  ServiceRoute: orNull(maitriServiceRouteSchema),
});

/** A short-lived token for the grievance-management hand-off, and where to send it. */
export const handoffTokenSchema = objectSchema(
  {
    Token: str,
    ExpiresIn: int,
    /** GRIEVANCE_URL; the browser's config.json grievanceUrl wins if set. */
    Url: str,
  },
  ['Token', 'ExpiresIn'],
);

export type LoginBody = Wire<typeof loginBody>;
export type LoginData = Wire<typeof loginDataSchema>;
export type MaitriLoginRequest = Wire<typeof maitriLoginBody>;
export type MaitriServiceRoute = Wire<typeof maitriServiceRouteSchema>;
export type MaitriLoginData = Wire<typeof maitriLoginDataSchema>;
export type HandoffToken = Wire<typeof handoffTokenSchema>;
export type LanguageBody = Wire<typeof languageBody>;
