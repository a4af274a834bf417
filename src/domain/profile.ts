/**
 * The caller's account record and company as GET /ManageProfile/GetUserAndCompanyInfobyUserId
 * answers them (spec §3 userData and companyInfo): the types of the route's schema.
 */
export type { CompanyInfo, UserAndCompanyInfo, UserData } from './contract/profile';
