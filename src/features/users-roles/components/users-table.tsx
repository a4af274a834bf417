import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { DataTable } from '@/ui/data-table';
import { useT } from '@/i18n/use-t';
import type { SubUser } from '@/domain/contract/users';
import { DepartmentChips, UserActions, type UserHandlers } from './user-actions';

/** The sub-users with their rights by department name, and per-row actions. */
export function UsersTable({ users, ...on }: UserHandlers & { users: readonly SubUser[] }) {
  const t = useT();
  return (
    <DataTable
      label={t('account.users.listLabel')}
      headers={[
        t('account.field.name'),
        t('account.users.email'),
        t('account.users.mobile'),
        t('account.field.departmentRights'),
        t('common.status'),
        t('common.actions'),
      ]}
    >
      {users.map((u) => (
        <TableRow key={u.UserId}>
          <TableCell component="th" scope="row">
            {u.UserName}
          </TableCell>
          <TableCell sx={{ overflowWrap: 'anywhere' }}>{u.Email}</TableCell>
          <TableCell>{u.MobileNo ?? t('common.na')}</TableCell>
          <TableCell>
            <DepartmentChips user={u} none={t('account.users.noDepartments')} />
          </TableCell>
          <TableCell>{t(u.Verified ? 'account.users.active' : 'account.users.awaiting')}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            <UserActions user={u} {...on} />
          </TableCell>
        </TableRow>
      ))}
    </DataTable>
  );
}
