/**
 * The navigation offered in the signed-in layout: groups of routes, each shown only when the
 * route table lets the user's role and rights open it. The menu shows what a user can do: every
 * route a role may open is either here or in `linkOnly` with the reason it is not (it needs an
 * id from a link, it is another page's address, it is for signed-out visitors); those stay
 * reachable by their URL.
 */
import { canAccess } from '@/auth/permissions';
import { paths, type PathKey } from '@/config/paths';

/** A menu group with its links. */
export interface NavGroup {
  label: string;
  items: { path: string; title: string }[];
}

const groups: { label: string; keys: PathKey[] }[] = [
  { label: 'Overview', keys: ['dashboard'] },
  {
    label: 'Plots and services',
    keys: [
      'plotService',
      'plotDetails',
      'plotSummary',
      'plotRegistration',
      'raiseServiceRequest',
      'waterBills',
    ],
  },
  {
    label: 'Users and access',
    keys: ['usersAndRoles', 'addUser', 'accessManagement', 'transactionService'],
  },
  { label: 'Messages', keys: ['messageTemplates'] },
  { label: 'My account', keys: ['profile', 'editProfile'] },
  { label: 'Help', keys: ['documents', 'aboutDocument', 'faq'] },
];

/** Routes a role may open that the menu leaves out, each with why (the test holds this list). */
export const linkOnly: Partial<Record<PathKey, string>> = {
  login: 'the sign-in page; a signed-in user is already past it',
  verifyTranUser: 'opened from the link in the verification e-mail, before signing in',
  serviceInformation: "one application's view: opened from the plot summary with its id",
  transactionUser: 'the same page as Transaction Service (spec §2 names both addresses)',
  plotServiceLower: 'the same page as Plot Details, in lower case (spec §2)',
  itHardware: 'the IT hardware service form, listed under Raise Service Request',
  paymentResponse: 'where the payment gateway returns after paying',
  waterBillResponse: 'where the payment gateway returns after paying a water bill',
  demo: 'the service-definition preview for analysts, opened by its address',
  addSubLettee: 'an older address of a service form, kept for bookmarks',
  finalLease: 'an older address of a service form, kept for bookmarks',
  finalLeaseSummary: 'an older address of the plot summary, kept for bookmarks',
  timeLimitExtension: 'an older address of a service form, kept for bookmarks',
  timeLimitExtensionSummary: 'an older address of the plot summary, kept for bookmarks',
  timeLimitExtensionService: 'an older address of a service form, kept for bookmarks',
  subletteInformation: 'an older address of the plot summary, kept for bookmarks',
  sessionExpired: 'an error page',
  serverError: 'an error page',
  pageNotFound: 'an error page',
  underMaintenance: 'an error page',
  networkConnection: 'an error page',
};

/** The menu for a role and its department rights; empty groups are dropped. */
export function navFor(role: number | null, rights: string | null | undefined): NavGroup[] {
  return groups
    .map(({ label, keys }) => ({
      label,
      items: keys
        .map((key) => paths[key])
        .filter((p) => canAccess(role, rights, p.path))
        .map((p) => ({ path: p.path, title: p.title })),
    }))
    .filter((group) => group.items.length > 0);
}
