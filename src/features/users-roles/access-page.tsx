import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { saveRightsMatrix } from '@/api/users';
import { paths } from '@/config/paths';
import { routeTitle } from '@/i18n/route-titles';
import { toast } from '@/ui/alerts';
import { PageHeader } from '@/ui/page-header';
import { PageLoader } from '@/ui/page-loader';
import { t } from '@/i18n/i18n';
import { Trans } from '@/i18n/trans';
import { useT } from '@/i18n/use-t';
import { RightsMatrix } from './components/rights-matrix';
import { changedRows, matrixOf, toggleCell, type Matrix } from './matrix-state';
import { useLeaveGuard } from './use-leave-guard';
import { useSubUsers } from './use-sub-users';

/**
 * /AccessManagement: every sub-user's department rights in one grid, saved together. A failed
 * save keeps the edits on screen; leaving with unsaved edits asks first. The sub-users get the
 * new rights on their next request.
 */
export function AccessManagementPage() {
  const { users, error, replace } = useSubUsers();
  // Only the edited rows are state; the rest is what the server holds, so nothing lags behind it.
  const [edits, setEdits] = useState<Matrix>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const saved = useMemo(() => matrixOf(users ?? []), [users]);
  const matrix = { ...saved, ...edits };

  const changes = changedRows(saved, matrix);
  const tr = useT();
  useLeaveGuard(changes.length > 0, tr('account.access.unsavedLeave'));
  const save = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const res = await saveRightsMatrix(changes);
      if (!res.IsSuccess) return setFailure(t('account.users.editRightsFailed'));
      replace(res.Data);
      setEdits({});
      void toast({ text: t('account.access.saved'), timer: 3000 });
    } catch (e) {
      console.error('Saving the access matrix failed', e);
      setFailure(t('account.users.editRightsFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader title={routeTitle('accessManagement')}>{tr('account.access.intro')}</PageHeader>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {!users && !error ? <PageLoader /> : null}
      {users && users.length === 0 ? (
        <Alert severity="info" sx={{ maxWidth: 720 }}>
          <Trans
            id="account.access.noUsers"
            components={{ 0: <RouterLink to={paths.addUser.getHref()} /> }}
          />
        </Alert>
      ) : null}
      {users && users.length > 0 ? (
        <>
          {failure ? (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {failure}
            </Alert>
          ) : null}
          <RightsMatrix
            users={users}
            matrix={matrix}
            saved={saved}
            disabled={busy}
            onToggle={(id, dept, on) =>
              setEdits((e) => ({ ...e, [id]: toggleCell({ ...saved, ...e }, id, dept, on)[id]! }))
            }
          />
          <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              onClick={() => void save()}
              disabled={busy || changes.length === 0}
            >
              {tr('account.users.saveChanges')}
            </Button>
            <Button onClick={() => setEdits({})} disabled={busy || changes.length === 0}>
              {tr('account.access.discard')}
            </Button>
            <Typography variant="body2" color="text.secondary" role="status">
              {changes.length === 0
                ? tr('account.access.noChanges')
                : tr('account.access.changes', { count: changes.length })}
            </Typography>
          </Stack>
        </>
      ) : null}
    </>
  );
}
