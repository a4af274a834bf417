import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { DataTable } from '@/ui/data-table';
import type { SubUser } from '@/domain/contract/users';
import { DepartmentChips, UserActions, type UserHandlers } from './user-actions';

/** The sub-users with their rights by department name, and per-row actions. */
export function UsersTable({ users, ...on }: UserHandlers & { users: readonly SubUser[] }) {
  return (
    <DataTable
      label="Users of your account"
      headers={['Name', 'E-mail', 'Mobile', 'Department rights', 'Status', 'Actions']}
    >
      {users.map((u) => (
        <TableRow key={u.UserId}>
          <TableCell component="th" scope="row">
            {u.UserName}
          </TableCell>
          <TableCell sx={{ overflowWrap: 'anywhere' }}>{u.Email}</TableCell>
          <TableCell>{u.MobileNo ?? 'NA'}</TableCell>
          <TableCell>
            <DepartmentChips user={u} none="None" />
          </TableCell>
          <TableCell>{u.Verified ? 'Active' : 'Awaiting verification'}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            <UserActions user={u} {...on} />
          </TableCell>
        </TableRow>
      ))}
    </DataTable>
  );
}
