import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import type { SubUser } from '@/domain/contract/users';

/** An icon button whose name (and tooltip) says what it does to whom. */
export function Action(props: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip title={props.label}>
      <IconButton aria-label={props.label} onClick={props.onClick} size="small">
        {props.children}
      </IconButton>
    </Tooltip>
  );
}

/** The sub-users with their rights by department name, and per-row actions. */
export function UsersTable(props: {
  users: readonly SubUser[];
  onEdit: (user: SubUser) => void;
  onDelete: (user: SubUser) => void;
  onResend: (user: SubUser) => void;
}) {
  return (
    <TableContainer
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
    >
      <Table aria-label="Users of your account">
        <TableHead>
          <TableRow>
            {['Name', 'E-mail', 'Mobile', 'Department rights', 'Status', 'Actions'].map((h) => (
              <TableCell key={h} sx={{ fontWeight: 700 }}>
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {props.users.map((u) => (
            <TableRow key={u.UserId}>
              <TableCell component="th" scope="row">
                {u.UserName}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{u.Email}</TableCell>
              <TableCell>{u.MobileNo ?? 'NA'}</TableCell>
              <TableCell>
                <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }}>
                  {u.Departments.length ? (
                    u.Departments.map((d) => <Chip key={d} label={d} size="small" />)
                  ) : (
                    <em>None</em>
                  )}
                </Stack>
              </TableCell>
              <TableCell>{u.Verified ? 'Active' : 'Awaiting verification'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Action label={`Edit ${u.UserName}`} onClick={() => props.onEdit(u)}>
                  <EditIcon fontSize="small" />
                </Action>
                {u.Verified ? null : (
                  <Action label={`Resend link to ${u.UserName}`} onClick={() => props.onResend(u)}>
                    <ForwardToInboxIcon fontSize="small" />
                  </Action>
                )}
                <Action label={`Delete ${u.UserName}`} onClick={() => props.onDelete(u)}>
                  <DeleteIcon fontSize="small" color="error" />
                </Action>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
