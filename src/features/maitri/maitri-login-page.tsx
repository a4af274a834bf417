import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { PageHeader } from '@/ui/page-header';
import { useMaitriLogin } from './use-maitri-login';

/** /MaitriLogin: signs in a user sent by the MAITRI single window, or says why it cannot. */
export function MaitriLoginPage() {
  const state = useMaitriLogin();
  return (
    <>
      <PageHeader title={paths.maitriLogin.title} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 640 }}>
        {state.status === 'working' ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={28} aria-hidden />
            <Typography>Signing you in from the MAITRI single window…</Typography>
          </Stack>
        ) : (
          <Stack spacing={2}>
            <Alert severity="error" role="alert">
              {state.message}
            </Alert>
            <Typography color="text.secondary">
              You can also sign in to the portal with your e-mail address and password.
            </Typography>
            <Button
              variant="contained"
              component={RouterLink}
              to={paths.login.getHref()}
              sx={{ alignSelf: 'flex-start' }}
            >
              Sign in with e-mail and password
            </Button>
          </Stack>
        )}
      </Paper>
    </>
  );
}
