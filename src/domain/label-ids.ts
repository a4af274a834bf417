/**
 * Labels of fixed codes in the language on screen (issue 20): role names and department names and
 * descriptions. The texts live in the `account` catalog; these are their ids, and helpers that take
 * the screen's translate function (`useT()` or `t` from '@/i18n/i18n'), so domain/ stays free of
 * the i18n runtime. The English names in roles.ts and departments.ts stay for the server and logs.
 */
import type { MessageId, MessageValues } from '@/i18n/message-ids';
import { departmentIds, type DepartmentId } from './departments';
import type { RoleId } from './roles';

/** A translate function: `t` from '@/i18n/i18n' or the one `useT()` gives. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** Role id → the id of its display name. */
export const roleLabelIds: Record<RoleId, MessageId> = {
  1: 'account.role.investor',
  2: 'account.role.admin',
  3: 'account.role.transactionUser',
  4: 'account.role.midcUser',
};

/** Department (service-master) id → the ids of its name and its description. */
export const departmentLabelIds: Record<DepartmentId, { name: MessageId; description: MessageId }> =
  {
    0: { name: 'account.department.leaseLand', description: 'account.department.leaseLandAbout' },
    1: { name: 'account.department.firePng', description: 'account.department.firePngAbout' },
    2: { name: 'account.department.water', description: 'account.department.waterAbout' },
    3: {
      name: 'account.department.building',
      description: 'account.department.buildingAbout',
    },
    4: { name: 'account.department.it', description: 'account.department.itAbout' },
    6: { name: 'account.department.drainage', description: 'account.department.drainageAbout' },
    7: {
      name: 'account.department.coDeveloper',
      description: 'account.department.coDeveloperAbout',
    },
  };

const known = (id: number): id is DepartmentId => departmentIds.includes(id);

/** A role's display name. */
export const roleLabel = (t: Translate, role: RoleId): string => t(roleLabelIds[role]);

/** A department's name (its id, for an unknown one). */
export const departmentLabel = (t: Translate, id: number): string =>
  known(id) ? t(departmentLabelIds[id].name) : String(id);

/** A department's description ('' for an unknown one). */
export const departmentAbout = (t: Translate, id: number): string =>
  known(id) ? t(departmentLabelIds[id].description) : '';

/** The names of a list of department ids, in id order; unknown ids are left out. */
export const departmentLabels = (t: Translate, ids: readonly number[]): string[] =>
  [...new Set(ids)]
    .filter(known)
    .sort((a, b) => a - b)
    .map((id) => departmentLabel(t, id));
