/**
 * The navigation offered in the signed-in layout: groups of routes, each shown only when the
 * route table lets the user's role and rights open it. Flow pages (payment responses, summaries)
 * are left out on purpose: they are reached from inside their flow, not from the menu.
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
      'serviceInformation',
      'waterBills',
      'itHardware',
    ],
  },
  {
    label: 'Users and access',
    keys: [
      'usersAndRoles',
      'addUser',
      'accessManagement',
      'transactionService',
      'transactionUser',
      'verifyTranUser',
    ],
  },
  { label: 'My account', keys: ['profile', 'editProfile'] },
  { label: 'Help', keys: ['documents', 'aboutDocument', 'faq'] },
];

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
