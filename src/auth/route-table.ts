/**
 * The route table of spec §2: which paths each role is offered, each with the service-master id of
 * spec §6 (null = not limited by department rights). permissions.ts applies the rights. The
 * service-request pages come from services.catalog.json: one page per catalogue service, under its
 * id, limited by its serviceMasterId.
 */
import { paths } from '@/config/paths';
import { catalogEntries } from '@/config/service-catalog';
import { Role, type RoleId } from '@/domain/roles';
import type { DepartmentId } from '@/domain/departments';

/** One route a role may be offered, and the department right it needs (null: none). */
export interface RouteRule {
  path: string;
  serviceMasterId: DepartmentId | null;
}

/** Pages outside the service forms that still belong to a department (spec §6, id 0/2/4). */
const departmentOf: Record<string, DepartmentId> = {
  [paths.finalLease.path]: 0,
  [paths.finalLeaseSummary.path]: 0,
  [paths.timeLimitExtension.path]: 0,
  [paths.timeLimitExtensionSummary.path]: 0,
  [paths.timeLimitExtensionService.path]: 0,
  [paths.subletteInformation.path]: 0,
  [paths.addSubLettee.path]: 0,
  [paths.waterBillResponse.path]: 2,
  [paths.waterBills.path]: 2,
  [paths.itHardware.path]: 4,
};

const rules = (list: readonly string[]): RouteRule[] =>
  list.map((path) => ({ path, serviceMasterId: departmentOf[path] ?? null }));

const serviceRules: RouteRule[] = catalogEntries().map((service) => ({
  path: paths.serviceRequest.getHref(service.id),
  // The checker refuses a catalogue entry whose serviceMasterId is not a department.
  serviceMasterId: service.serviceMasterId as DepartmentId,
}));

/** The error pages every role's list ends with. */
export const errorPagePaths: readonly string[] = [
  paths.sessionExpired.path,
  paths.serverError.path,
  paths.pageNotFound.path,
  paths.underMaintenance.path,
  paths.networkConnection.path,
];

/** The plot and service-request pages shared by Investors and Transaction-Users. */
const plotPages = [
  paths.plotService.path,
  paths.plotServiceLower.path,
  paths.plotSummary.path,
  paths.raiseServiceRequest.path,
  paths.serviceInformation.path,
  paths.addSubLettee.path,
  paths.finalLease.path,
  paths.finalLeaseSummary.path,
  paths.timeLimitExtension.path,
  paths.timeLimitExtensionSummary.path,
  paths.timeLimitExtensionService.path,
  paths.subletteInformation.path,
];

/** Role id → the routes spec §2 lists for it. */
export const routeTable: Readonly<Record<RoleId, readonly RouteRule[]>> = {
  [Role.Investor]: [
    ...rules([
      paths.dashboard.path,
      paths.plotRegistration.path,
      paths.profile.path,
      paths.editProfile.path,
      paths.usersAndRoles.path,
      paths.addUser.path,
      paths.accessManagement.path,
      paths.transactionService.path,
      paths.transactionUser.path,
      paths.documents.path,
      paths.aboutDocument.path,
      paths.faq.path,
      ...plotPages,
      paths.paymentResponse.path,
      paths.waterBills.path,
      paths.waterBillResponse.path,
      paths.itHardware.path,
      ...errorPagePaths,
      paths.demo.path,
    ]),
    ...serviceRules,
  ],
  [Role.MidcUser]: rules([
    paths.login.path,
    paths.dashboard.path,
    paths.plotRegistration.path,
    paths.profile.path,
    paths.editProfile.path,
    paths.documents.path,
    paths.plotDetails.path,
    paths.verifyTranUser.path,
    paths.messageTemplates.path,
    ...errorPagePaths,
  ]),
  [Role.TransactionUser]: [
    ...rules([
      ...plotPages,
      paths.login.path,
      paths.dashboard.path,
      paths.profile.path,
      paths.editProfile.path,
      paths.documents.path,
      paths.verifyTranUser.path,
      paths.faq.path,
      paths.itHardware.path,
      paths.waterBills.path,
      paths.waterBillResponse.path,
      // Their own view of services and applications (the users-and-rights issue).
      paths.transactionService.path,
      paths.transactionUser.path,
      ...errorPagePaths,
    ]),
    ...serviceRules,
  ],
  [Role.Admin]: rules([
    paths.login.path,
    paths.plotRegistration.path,
    paths.profile.path,
    paths.editProfile.path,
    paths.documents.path,
    paths.messageTemplates.path,
    ...errorPagePaths,
  ]),
};
