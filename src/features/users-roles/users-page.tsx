import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { deleteSubUser, resendVerification } from '@/api/users';
import { paths } from '@/config/paths';
import type { SubUser } from '@/domain/contract/users';
import { confirmTo, toast } from '@/ui/alerts';
import { LinkButton } from '@/ui/link-button';
import { PageHeader } from '@/ui/page-header';
import { PageLoader } from '@/ui/page-loader';
import { EditUserDialog } from './components/edit-user-dialog';
import { UsersCards } from './components/users-cards';
import { UsersTable } from './components/users-table';
import { useSubUsers } from './use-sub-users';
import { ensureSuccess } from '@/api/response';

const GENERIC = 'An error occurred while processing your request.';

/** /userandroles (spec §1, §6): the investor's sub-users, their rights, edit and delete. */
export function UsersPage() {
  const { users, error, reload, replace } = useSubUsers();
  const [editing, setEditing] = useState<SubUser | null>(null);
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const List = narrow ? UsersCards : UsersTable;

  const remove = (user: SubUser) =>
    confirmTo(
      async () => {
        try {
          ensureSuccess(await deleteSubUser(user.UserId));
          void toast({ text: `${user.UserName} has been deleted.`, timer: 3000 });
        } catch (e) {
          console.error('Deleting the user failed', e);
          void toast({
            icon: 'error',
            title: 'Error',
            text: 'The user could not be deleted. Please try again later.',
            timer: 3000,
          });
        }
        await reload();
      },
      {
        title: `Delete ${user.UserName}?`,
        text: `${user.UserName} will no longer be able to sign in. You won't be able to revert this!`,
        yes: 'delete the user',
        no: 'keep the user',
      },
    );

  const resend = async (user: SubUser) => {
    try {
      const res = await resendVerification(user.UserId);
      void toast(
        res.IsSuccess
          ? { text: `A new verification link has been sent to ${user.Email}.`, timer: 3000 }
          : { icon: 'error', title: 'Error', text: res.Message, timer: 3000 },
      );
    } catch (e) {
      console.error('Resending the link failed', e);
      void toast({ icon: 'error', title: 'Error', text: GENERIC, timer: 3000 });
    }
  };

  return (
    <>
      <PageHeader title={paths.usersAndRoles.title}>
        Users you add sign in as transaction users: they work on your plots, only in the departments
        you allow.
      </PageHeader>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 3, flexWrap: 'wrap' }}>
        <LinkButton to={paths.addUser.getHref()} icon={<PersonAddIcon />}>
          Add user
        </LinkButton>
        <Button variant="outlined" component={RouterLink} to={paths.accessManagement.getHref()}>
          Access management
        </Button>
      </Stack>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {!users && !error ? <PageLoader /> : null}
      {users && users.length === 0 ? (
        <Alert severity="info" sx={{ maxWidth: 720 }}>
          You have not added any users yet.
        </Alert>
      ) : null}
      {users && users.length > 0 ? (
        <List
          users={users}
          onEdit={setEditing}
          onDelete={(u) => void remove(u)}
          onResend={(u) => void resend(u)}
        />
      ) : null}
      {editing ? (
        <EditUserDialog
          user={editing}
          onClose={() => setEditing(null)}
          onSaved={(user) => {
            replace([user]);
            setEditing(null);
            void toast({ text: `${user.UserName} saved.`, timer: 3000 });
          }}
        />
      ) : null}
    </>
  );
}
