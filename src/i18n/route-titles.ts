/**
 * Each route's page title as a message id (paths.ts keeps the English titles for code that needs
 * no translation). The menu, the pages and the browser tab show `routeTitle(key)`.
 */
import type { PathKey } from '@/config/paths';
import { t } from './i18n';
import type { MessageId } from './message-ids';

/** Route name → the message id of its title. */
export const routeTitleIds: Record<PathKey, MessageId> = {
  login: 'shell.route.login',
  resetPassword: 'shell.route.resetPassword',
  verifyTranUser: 'shell.route.verifyTranUser',
  maitriLogin: 'shell.route.maitriLogin',
  payment: 'shell.route.payment',
  paymentResult: 'shell.route.paymentResult',
  sessionExpired: 'shell.route.sessionExpired',
  serverError: 'shell.route.serverError',
  pageNotFound: 'shell.route.pageNotFound',
  underMaintenance: 'shell.route.underMaintenance',
  networkConnection: 'shell.route.networkConnection',
  dashboard: 'shell.route.dashboard',
  plotRegistration: 'shell.route.plotRegistration',
  profile: 'shell.route.profile',
  editProfile: 'shell.route.editProfile',
  usersAndRoles: 'shell.route.usersAndRoles',
  addUser: 'shell.route.addUser',
  accessManagement: 'shell.route.accessManagement',
  transactionService: 'shell.route.transactionService',
  transactionUser: 'shell.route.transactionUser',
  documents: 'shell.route.documents',
  aboutDocument: 'shell.route.aboutDocument',
  faq: 'shell.route.faq',
  plotService: 'shell.route.plotService',
  plotServiceLower: 'shell.route.plotService',
  plotSummary: 'shell.route.plotSummary',
  plotDetails: 'shell.route.plotService',
  raiseServiceRequest: 'shell.route.raiseServiceRequest',
  serviceRequest: 'shell.route.serviceRequest',
  serviceInformation: 'shell.route.serviceInformation',
  addSubLettee: 'shell.route.addSubLettee',
  paymentResponse: 'shell.route.paymentResponse',
  waterBillResponse: 'shell.route.waterBillResponse',
  waterBills: 'shell.route.waterBills',
  messageTemplates: 'shell.route.messageTemplates',
  itHardware: 'shell.route.itHardware',
  demo: 'shell.route.demo',
  finalLease: 'shell.route.finalLease',
  finalLeaseSummary: 'shell.route.finalLeaseSummary',
  timeLimitExtension: 'shell.route.timeLimitExtension',
  timeLimitExtensionSummary: 'shell.route.timeLimitExtensionSummary',
  timeLimitExtensionService: 'shell.route.timeLimitExtensionService',
  subletteInformation: 'shell.route.subletteInformation',
};

/** A route's title in the language on screen (call it while rendering, never at module load). */
export function routeTitle(key: PathKey): string {
  return t(routeTitleIds[key]);
}
