/** Response schema of GetUserAndCompanyInfobyUserId (mirrors src/domain/profile.ts). */
import { nullable } from '../../lib/schemas.ts';

const str = { type: 'string' };
const int = { type: 'integer' };
const bool = { type: 'boolean' };

const userData = {
  type: 'object',
  properties: {
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
  },
};

const companyInfo = {
  type: ['object', 'null'],
  properties: {
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
  },
};

export const userAndCompanyInfoSchema = {
  type: 'object',
  required: ['userData', 'companyInfo'],
  properties: { userData, companyInfo },
};
