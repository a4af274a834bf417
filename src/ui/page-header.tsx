import { useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useT } from '@/i18n/use-t';

/** The page's h1 (focus target after navigation) and the browser tab title. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  const t = useT();
  useEffect(() => {
    document.title = t('shell.documentTitle', { page: title, app: t('core.app.name') });
  }, [title, t]);
  return (
    <Box component="header" sx={{ mb: 3 }}>
      <Typography
        variant="h1"
        component="h1"
        tabIndex={-1}
        sx={{ color: 'primary.dark', '&:focus': { outline: 'none' } }}
      >
        {title}
      </Typography>
      {children ? (
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 760 }}>
          {children}
        </Typography>
      ) : null}
    </Box>
  );
}
