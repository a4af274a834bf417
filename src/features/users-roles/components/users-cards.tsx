import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SubUser } from '@/domain/contract/users';
import { useT } from '@/i18n/use-t';
import { DepartmentChips, UserActions, type UserHandlers } from './user-actions';

/** The sub-users as cards, for narrow screens where the table would not fit. */
export function UsersCards({ users, ...on }: UserHandlers & { users: readonly SubUser[] }) {
  const t = useT();
  return (
    <Stack
      component="ul"
      spacing={2}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      aria-label={t('account.users.listLabel')}
    >
      {users.map((u) => (
        <Paper component="li" key={u.UserId} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h3" sx={{ fontSize: '1.05rem' }}>
            {u.UserName}
          </Typography>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{u.Email}</Typography>
          <Typography color="text.secondary">
            {u.MobileNo ?? t('common.na')} ·{' '}
            {t(u.Verified ? 'account.users.active' : 'account.users.awaiting')}
          </Typography>
          <DepartmentChips user={u} none={t('account.users.noDepartmentRights')} my={1} />
          <UserActions user={u} {...on} />
        </Paper>
      ))}
    </Stack>
  );
}
