/**
 * The wire contract of New Plot Registration (server/src/routes/plot-registrations.ts): filing,
 * cancelling, the office's list with verify / reject, and the industrial areas (master list).
 */
import {
  bool,
  freeObject,
  int,
  list,
  num,
  objectSchema,
  orNull,
  str,
  type Wire,
} from './schema.ts';

/** An industrial area of the master list. */
export const industrialAreaSchema = objectSchema({
  IndustrialAreaId: int,
  Name: str,
  DistrictId: int,
  DistrictName: str,
});

/**
 * Registration: the answers of schemas/forms/plot-registration (checked strictly by the server).
 * HolderEmail: the holder's account, when an Admin or a Midc-User files it.
 */
export const registrationBody = objectSchema(
  { Registration: freeObject, HolderEmail: { type: 'string', maxLength: 254 } },
  ['Registration'],
);

/** What filing, cancelling or reviewing answers. */
export const registrationResultSchema = objectSchema(
  { PlotID: str, PlotName: str, RegistrationStatus: str },
  ['PlotID', 'RegistrationStatus'],
);

/** A registration waiting for the office. */
export const pendingRegistrationSchema = objectSchema({
  PlotID: str,
  PlotName: str,
  PlotNumber: str,
  IndustrialAreaName: str,
  PropertyFormType: str,
  TypeOfplot: str,
  PlotArea: num,
  IsMIDCPlot: bool,
  CompanyName: str,
  ApplicantName: str,
  ApplicantRole: str,
  ContactEmail: str,
  ContactMobile: str,
  HolderName: str,
  HolderEmail: str,
  RegisteredAt: str,
  AuthorityLetter: orNull(objectSchema({ FileId: str, FileName: str })),
});

/**
 * The office's decision; verifying may record the back-office facts, whose schema the server
 * takes from the catalogue (names of _shared/plot.json).
 */
export const reviewBody = <const F extends object>(facts: F) =>
  objectSchema(
    {
      Action: { type: 'string', enum: ['verify', 'reject'] },
      Remarks: { type: 'string', maxLength: 1000 },
      Facts: facts,
    },
    ['Action'],
  );

export const industrialAreasSchema = list(industrialAreaSchema);
export const pendingRegistrationsSchema = list(pendingRegistrationSchema);

export type IndustrialArea = Wire<typeof industrialAreaSchema>;
export type RegistrationRequest = Wire<typeof registrationBody>;
export type RegistrationResult = Wire<typeof registrationResultSchema>;
export type PendingRegistration = Wire<typeof pendingRegistrationSchema>;
/** Back-office facts recorded at verification (checked by the route against the catalogue). */
export type BackOfficeFacts = Record<string, string | number | boolean>;
export type ReviewBody = Omit<Wire<ReturnType<typeof reviewBody<object>>>, 'Facts'> & {
  Facts?: BackOfficeFacts;
};
export type ReviewAction = ReviewBody['Action'];
