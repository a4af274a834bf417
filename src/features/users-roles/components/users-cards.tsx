import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import type { SubUser } from '@/domain/contract/users';
import { Action } from './users-table';

/** The sub-users as cards, for narrow screens where the table would not fit. */
export function UsersCards(props: {
  users: readonly SubUser[];
  onEdit: (user: SubUser) => void;
  onDelete: (user: SubUser) => void;
  onResend: (user: SubUser) => void;
}) {
  return (
    <Stack
      component="ul"
      spacing={2}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      aria-label="Users of your account"
    >
      {props.users.map((u) => (
        <Paper component="li" key={u.UserId} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h3" sx={{ fontSize: '1.05rem' }}>
            {u.UserName}
          </Typography>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{u.Email}</Typography>
          <Typography color="text.secondary">
            {u.MobileNo ?? 'NA'} · {u.Verified ? 'Active' : 'Awaiting verification'}
          </Typography>
          <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap', my: 1 }}>
            {u.Departments.length ? (
              u.Departments.map((d) => <Chip key={d} label={d} size="small" />)
            ) : (
              <em>No department rights</em>
            )}
          </Stack>
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
        </Paper>
      ))}
    </Stack>
  );
}
