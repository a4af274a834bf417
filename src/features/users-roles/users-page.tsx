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
import { routeTitle } from '@/i18n/route-titles';
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
import { t } from '@/i18n/i18n';
import { useT } from '@/i18n/use-t';

/** /userandroles (spec §1, §6): the investor's sub-users, their rights, edit and delete. */
export function UsersPage() {
  const { users, error, reload, replace } = useSubUsers();
  const [editing, setEditing] = useState<SubUser | null>(null);
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const List = narrow ? UsersCards : UsersTable;
  const tr = useT();

  const remove = (user: SubUser) =>
    confirmTo(
      async () => {
        try {
          ensureSuccess(await deleteSubUser(user.UserId));
          void toast({
            text: t('account.users.deleted', { name: user.UserName }),
            timer: 3000,
          });
        } catch (e) {
          console.error('Deleting the user failed', e);
          void toast({
            icon: 'error',
            title: t('account.error.title'),
            text: t('account.users.deleteFailed'),
            timer: 3000,
          });
        }
        await reload();
      },
      {
        title: t('account.users.deleteTitle', { name: user.UserName }),
        text: t('account.users.deleteText', { name: user.UserName }),
        yes: t('account.users.deleteYes'),
        no: t('account.users.deleteNo'),
      },
    );

  const resend = async (user: SubUser) => {
    try {
      const res = await resendVerification(user.UserId);
      void toast(
        res.IsSuccess
          ? { text: t('account.users.linkSent', { email: user.Email }), timer: 3000 }
          : { icon: 'error', title: t('account.error.title'), text: res.Message, timer: 3000 },
      );
    } catch (e) {
      console.error('Resending the link failed', e);
      void toast({
        icon: 'error',
        title: t('account.error.title'),
        text: t('account.error.generic'),
        timer: 3000,
      });
    }
  };

  return (
    <>
      <PageHeader title={routeTitle('usersAndRoles')}>{tr('account.users.intro')}</PageHeader>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 3, flexWrap: 'wrap' }}>
        <LinkButton to={paths.addUser.getHref()} icon={<PersonAddIcon />}>
          {tr('account.users.add')}
        </LinkButton>
        <Button variant="outlined" component={RouterLink} to={paths.accessManagement.getHref()}>
          {tr('account.users.accessManagement')}
        </Button>
      </Stack>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {!users && !error ? <PageLoader /> : null}
      {users && users.length === 0 ? (
        <Alert severity="info" sx={{ maxWidth: 720 }}>
          {tr('account.users.none')}
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
            void toast({ text: t('account.users.saved', { name: user.UserName }), timer: 3000 });
          }}
        />
      ) : null}
    </>
  );
}
