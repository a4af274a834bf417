/**
 * The navigation offered in the signed-in layout: groups of routes, each shown only when the
 * route table lets the user's role and rights open it. The menu shows what a user can do: every
 * route a role may open is either here or in `linkOnly` with the reason it is not (it needs an
 * id from a link, it is another page's address, it is for signed-out visitors); those stay
 * reachable by their URL.
 */
import { matchPath } from 'react-router-dom';
import { canAccess } from '@/auth/permissions';
import { paths, type PathKey } from '@/config/paths';
import { t } from '@/i18n/i18n';
import type { MessageId } from '@/i18n/message-ids';
import { routeTitle } from '@/i18n/route-titles';

/** A menu group with its links, in the language on screen; `id` is the same in every language. */
export interface NavGroup {
  id: string;
  label: string;
  items: { path: string; title: string }[];
}

const groups: { id: string; label: MessageId; keys: PathKey[] }[] = [
  { id: 'overview', label: 'shell.nav.overview', keys: ['dashboard'] },
  {
    id: 'plots',
    label: 'shell.nav.plots',
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
    id: 'users',
    label: 'shell.nav.users',
    keys: ['usersAndRoles', 'addUser', 'accessManagement', 'transactionService'],
  },
  { id: 'messages', label: 'shell.nav.messages', keys: ['messageTemplates'] },
  { id: 'account', label: 'shell.nav.account', keys: ['profile', 'editProfile'] },
  { id: 'help', label: 'shell.nav.help', keys: ['documents', 'aboutDocument', 'faq'] },
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

/**
 * The menu item whose section a page without an item of its own belongs to (null: none): every
 * service form and `linkOnly` route has one here (the test holds this), but /plotservice, which
 * the menu's links, blind to case, already match as Plot Details. That item is highlighted there
 * and announced as the current section, not the current page.
 */
export const sectionOf: Partial<Record<PathKey, PathKey | null>> = {
  // A service form is chosen from Raise Service Request, and so are the older forms' addresses.
  serviceRequest: 'raiseServiceRequest',
  itHardware: 'raiseServiceRequest',
  addSubLettee: 'raiseServiceRequest',
  finalLease: 'raiseServiceRequest',
  timeLimitExtension: 'raiseServiceRequest',
  timeLimitExtensionService: 'raiseServiceRequest',
  // An application, and paying its fee, belong to the plot summary that lists it (the gateway's
  // return address sits under ServiceInformation too).
  serviceInformation: 'plotSummary',
  paymentResponse: 'plotSummary',
  paymentResult: 'plotSummary',
  finalLeaseSummary: 'plotSummary',
  timeLimitExtensionSummary: 'plotSummary',
  subletteInformation: 'plotSummary',
  waterBillResponse: 'waterBills',
  transactionUser: 'transactionService',
  login: null,
  verifyTranUser: null,
  demo: null,
  sessionExpired: null,
  serverError: null,
  pageNotFound: null,
  underMaintenance: null,
  networkConnection: null,
};

/** The path of the menu item whose section `pathname` is in, matched as the router does. */
export function sectionPathFor(pathname: string): string | undefined {
  for (const [key, section] of Object.entries(sectionOf) as [PathKey, PathKey | null][]) {
    if (section && matchPath({ path: paths[key].path, caseSensitive: false }, pathname)) {
      return paths[section].path;
    }
  }
  return undefined;
}

/**
 * The menu for a role and its department rights, in the language on screen (call it while
 * rendering); empty groups are dropped.
 */
export function navFor(role: number | null, rights: string | null | undefined): NavGroup[] {
  return groups
    .map(({ id, label, keys }) => ({
      id,
      label: t(label),
      items: keys
        .filter((key) => canAccess(role, rights, paths[key].path))
        .map((key) => ({ path: paths[key].path, title: routeTitle(key) })),
    }))
    .filter((group) => group.items.length > 0);
}
