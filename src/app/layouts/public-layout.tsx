import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-t';
import { LanguageSwitcher } from '@/ui/language-switcher';
import { SkipLink } from './skip-link';

/** The layout of public pages (reset password, status pages) for someone not signed in. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <AppBar position="static">
        <Toolbar sx={{ gap: 1, px: { xs: 1, sm: 2 } }}>
          <Typography
            component="p"
            sx={{ fontWeight: 700, fontSize: '1.05rem', flexGrow: 1, minWidth: 0 }}
          >
            {t('core.app.name')}
          </Typography>
          <Box sx={{ flexShrink: 0, color: 'text.primary' }}>
            <LanguageSwitcher compact />
          </Box>
          <Button
            color="inherit"
            variant="outlined"
            component={RouterLink}
            to={paths.login.getHref()}
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          >
            {t('shell.header.signIn')}
          </Button>
        </Toolbar>
      </AppBar>
      <Container
        component="main"
        id="main-content"
        tabIndex={-1}
        maxWidth="md"
        sx={{ py: 5, outline: 'none' }}
      >
        {children}
      </Container>
    </Box>
  );
}
