/**
 * A plot holder's registration starts from what the portal already knows about them (their
 * profile's company and their own name and e-mail), so they do not type it again; every value
 * stays editable and is checked like any answer.
 */
import type { JsonObject } from '@/domain/catalog/json';
import type { CompanyInfo, UserData } from '@/domain/contract/profile';

const filled = (bag: Record<string, unknown>): JsonObject =>
  Object.fromEntries(
    Object.entries(bag).filter(([, v]) => typeof v === 'string' && v.trim() !== ''),
  ) as JsonObject;

/** The registration's first answers from the signed-in holder's profile. */
export function registrationPrefill(
  company: Partial<CompanyInfo>,
  user: Partial<UserData>,
): JsonObject {
  const applicantInfo = filled({ FullName: user.UserName, ContactEmail: user.Email });
  const registeredOfficeInfo = filled({
    CompanyName: company.CompanyName,
    CompanyAddress: company.CompanyAddress,
    CompanyCity: company.City,
    CompanyPin: company.Pincode,
    CompanyPhone: company.CompanyPhoneNo,
    ContactEmail1: user.Email,
  });
  return { applicantInfo, registeredOfficeInfo };
}
