/** Reads userData and companyInfo (spec §3) for the profile API. */
import { eq } from 'drizzle-orm';
import type {
  CompanyInfo,
  UserAndCompanyInfo,
  UserData,
} from '../../../../src/domain/contract/profile.ts';
import { companies, users } from '../../db/schema.ts';
import type { Db } from '../../db/types.ts';

type UserRow = typeof users.$inferSelect;
type CompanyRow = typeof companies.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toUserData(u: UserRow, sessionToken: string): UserData {
  return {
    UserId: u.userId,
    UserName: u.userName,
    Email: u.email,
    MobileNo: u.mobile,
    RoleID: u.roleId,
    UserType: u.roleId,
    ParentUserId: u.parentUserId,
    DepartmentRights: u.departmentRights,
    SessionToken: sessionToken,
    EmailVerified: u.emailVerified,
    EmailVerifiedDate: iso(u.emailVerifiedAt),
    IsActive: u.isActive,
    IsOLASUser: u.isOlasUser,
    MAITRIUserId: u.maitriUserId,
    MIDCUser: u.midcUser,
    SecurityQuestion: u.securityQuestion,
    SecurityAnswer: null,
    VerificationToken: null,
    TokenGeneratedDate: iso(u.tokenGeneratedAt),
    PlotID: null, // plots arrive with a later issue
    CreatedBy: u.createdBy,
    CreatedDate: u.createdAt.toISOString(),
    ModifiedBy: u.modifiedBy,
    ModifiedDate: u.modifiedAt.toISOString(),
  };
}

function toCompanyInfo(c: CompanyRow, userName: string): CompanyInfo {
  return {
    UserName: userName,
    CompanyName: c.companyName,
    CompanyAddress: c.companyAddress,
    CompanyAddressLine2: c.companyAddressLine2,
    Pincode: c.pincode,
    State: c.state,
    City: c.city,
    Town: c.town,
    CompanyTIN: c.companyTin,
    CompanyPAN: c.companyPan,
    CompanyPhoneNo: c.companyPhoneNo,
    CompanyFaxNo: c.companyFaxNo,
    GSTIN: c.gstin,
  };
}

async function companyOf(db: Db, userId: number): Promise<CompanyRow | undefined> {
  const [company] = await db.select().from(companies).where(eq(companies.userId, userId));
  return company;
}

export async function getUserAndCompanyInfo(
  db: Db,
  userId: number,
  sessionToken: string,
): Promise<UserAndCompanyInfo | undefined> {
  const [user] = await db.select().from(users).where(eq(users.userId, userId));
  if (!user) return undefined;
  // A transaction user works for its parent investor's company.
  const company =
    (await companyOf(db, user.userId)) ??
    (user.parentUserId ? await companyOf(db, user.parentUserId) : undefined);
  return {
    userData: toUserData(user, sessionToken),
    companyInfo: company ? toCompanyInfo(company, user.userName) : null,
  };
}
