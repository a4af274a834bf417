/**
 * The wire contract of GET /ManageProfile/GetUserAndCompanyInfobyUserId (spec §3 userData and
 * companyInfo) and its types. Dates are ISO 8601 strings. Secrets the spec
 * lists (SecurityAnswer, VerificationToken) are always null: the server never sends them.
 */
import { bool, int, nullable, objectSchema, orNull, str, type Wire } from './schema.ts';

const userData = objectSchema({
  UserId: int,
  UserName: str,
  Email: str,
  MobileNo: nullable('string'),
  RoleID: int,
  UserType: int,
  ParentUserId: nullable('integer'),
  DepartmentRights: str,
  SessionToken: str,
  EmailVerified: bool,
  EmailVerifiedDate: nullable('string', { format: 'date-time' }),
  IsActive: bool,
  IsOLASUser: bool,
  MAITRIUserId: nullable('string'),
  MIDCUser: bool,
  SecurityQuestion: nullable('string'),
  SecurityAnswer: { type: 'null' },
  VerificationToken: { type: 'null' },
  TokenGeneratedDate: nullable('string', { format: 'date-time' }),
  PlotID: nullable('integer'),
  CreatedBy: nullable('integer'),
  CreatedDate: { type: 'string', format: 'date-time' },
  ModifiedBy: nullable('integer'),
  ModifiedDate: { type: 'string', format: 'date-time' },
});

const companyInfo = objectSchema({
  UserName: str,
  CompanyName: str,
  CompanyAddress: nullable('string'),
  CompanyAddressLine2: nullable('string'),
  Pincode: nullable('string'),
  State: nullable('string'),
  City: nullable('string'),
  Town: nullable('string'),
  CompanyTIN: nullable('string'),
  CompanyPAN: nullable('string'),
  CompanyPhoneNo: nullable('string'),
  CompanyFaxNo: nullable('string'),
  GSTIN: nullable('string'),
});

export const userAndCompanyInfoSchema = objectSchema({
  userData,
  /** null for users without a company (Admin, Midc-User); a sub-user gets its parent's company. */
  companyInfo: orNull(companyInfo),
});

export type UserData = Wire<typeof userData>;
export type CompanyInfo = Wire<typeof companyInfo>;
export type UserAndCompanyInfo = Wire<typeof userAndCompanyInfoSchema>;
