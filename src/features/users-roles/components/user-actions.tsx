import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import type { SubUser } from '@/domain/contract/users';
import { parseRights } from '@/domain/departments';
import { useT } from '@/i18n/use-t';
import { departmentLabels } from '@/domain/label-ids';

/** What the table and the cards can do to a sub-user. */
export interface UserHandlers {
  onEdit: (user: SubUser) => void;
  onDelete: (user: SubUser) => void;
  onResend: (user: SubUser) => void;
}

/** An icon button whose name (and tooltip) says what it does to whom. */
function Action(props: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip title={props.label}>
      <IconButton aria-label={props.label} onClick={props.onClick} size="small">
        {props.children}
      </IconButton>
    </Tooltip>
  );
}

/** Edit, resend the verification link (until verified) and delete, for one sub-user. */
export function UserActions({ user, ...on }: UserHandlers & { user: SubUser }) {
  const t = useT();
  const name = user.UserName;
  return (
    <>
      <Action label={t('account.users.editUser', { name })} onClick={() => on.onEdit(user)}>
        <EditIcon fontSize="small" />
      </Action>
      {user.Verified ? null : (
        <Action label={t('account.users.resendTo', { name })} onClick={() => on.onResend(user)}>
          <ForwardToInboxIcon fontSize="small" />
        </Action>
      )}
      <Action label={t('account.users.deleteUser', { name })} onClick={() => on.onDelete(user)}>
        <DeleteIcon fontSize="small" color="error" />
      </Action>
    </>
  );
}

/**
 * A sub-user's departments as chips (named from the rights' ids, in the language on screen), or
 * `none` when there are none.
 */
export function DepartmentChips({ user, none, my }: { user: SubUser; none: string; my?: number }) {
  const t = useT();
  const names = departmentLabels(t, parseRights(user.DepartmentRights));
  return (
    <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap', my }}>
      {names.length ? names.map((d) => <Chip key={d} label={d} size="small" />) : <em>{none}</em>}
    </Stack>
  );
}
