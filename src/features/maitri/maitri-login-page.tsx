import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { routeTitle } from '@/i18n/route-titles';
import { useT } from '@/i18n/use-t';
import { PageHeader } from '@/ui/page-header';
import { useMaitriLogin } from './use-maitri-login';

/** /MaitriLogin: signs in a user sent by the MAITRI single window, or says why it cannot. */
export function MaitriLoginPage() {
  const t = useT();
  const state = useMaitriLogin();
  return (
    <>
      <PageHeader title={routeTitle('maitriLogin')} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 640 }}>
        {state.status === 'working' ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={28} aria-hidden />
            <Typography>{t('shell.maitri.signingIn')}</Typography>
          </Stack>
        ) : (
          <Stack spacing={2}>
            <Alert severity="error" role="alert">
              {state.message}
            </Alert>
            <Typography color="text.secondary">{t('shell.maitri.alsoEmail')}</Typography>
            <Button
              variant="contained"
              component={RouterLink}
              to={paths.login.getHref()}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('shell.maitri.withEmail')}
            </Button>
          </Stack>
        )}
      </Paper>
    </>
  );
}
