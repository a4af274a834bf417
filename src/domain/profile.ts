/**
 * Data of GET /ManageProfile/GetUserAndCompanyInfobyUserId (spec §3 userData and companyInfo).
 * Dates are ISO 8601 strings. Secrets the spec lists (SecurityAnswer, VerificationToken) are always
 * null: the server never sends them to a browser.
 */
export interface UserData {
  UserId: number;
  UserName: string;
  Email: string;
  /** Not in the spec's list; the profile screen shows and edits it. */
  MobileNo: string | null;
  RoleID: number;
  UserType: number;
  ParentUserId: number | null;
  DepartmentRights: string;
  SessionToken: string;
  EmailVerified: boolean;
  EmailVerifiedDate: string | null;
  IsActive: boolean;
  IsOLASUser: boolean;
  MAITRIUserId: string | null;
  MIDCUser: boolean;
  SecurityQuestion: string | null;
  SecurityAnswer: null;
  VerificationToken: null;
  TokenGeneratedDate: string | null;
  PlotID: number | null;
  CreatedBy: number | null;
  CreatedDate: string;
  ModifiedBy: number | null;
  ModifiedDate: string;
}

export interface CompanyInfo {
  UserName: string;
  CompanyName: string;
  CompanyAddress: string | null;
  CompanyAddressLine2: string | null;
  Pincode: string | null;
  State: string | null;
  City: string | null;
  Town: string | null;
  CompanyTIN: string | null;
  CompanyPAN: string | null;
  CompanyPhoneNo: string | null;
  CompanyFaxNo: string | null;
  GSTIN: string | null;
}

export interface UserAndCompanyInfo {
  userData: UserData;
  /** null for users without a company (Admin, Midc-User); a sub-user gets its parent's company. */
  companyInfo: CompanyInfo | null;
}
