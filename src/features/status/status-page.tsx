import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { landingPath } from '@/auth/permissions';
import { paths } from '@/config/paths';
import { clearSessionAtom, departmentRightsAtom, roleAtom, signedInAtom } from '@/state/session';
import { PageHeader } from '@/ui/page-header';
import { useT } from '@/i18n/use-t';
import { statusContent, type StatusKind } from './status-content';

/** One of the status pages (session expired, server error, not found, maintenance, network). */
export function StatusPage({ kind }: { kind: StatusKind }) {
  const t = useT();
  const content = statusContent[kind];
  const signedIn = useAtomValue(signedInAtom);
  const role = useAtomValue(roleAtom);
  const rights = useAtomValue(departmentRightsAtom);
  const clearSession = useSetAtom(clearSessionAtom);

  // Whoever reaches /sessionexpired (401 redirect or idle timeout) no longer has a live session.
  useEffect(() => {
    if (kind === 'sessionExpired') clearSession();
  }, [kind, clearSession]);

  const home = signedIn ? landingPath(role, rights) : paths.login.getHref();
  return (
    <>
      <PageHeader title={t(content.title)} />
      <Alert severity={kind === 'pageNotFound' ? 'info' : 'warning'} sx={{ mb: 3, maxWidth: 720 }}>
        {t(content.text)}
      </Alert>
      {content.action === 'reload' ? (
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('common.tryAgain')}
        </Button>
      ) : (
        <Button
          variant="contained"
          component={RouterLink}
          to={content.action === 'signIn' ? '/' : home}
        >
          {content.action === 'signIn' || !signedIn
            ? t('shell.status.toSignIn')
            : t('shell.status.toDashboard')}
        </Button>
      )}
    </>
  );
}
