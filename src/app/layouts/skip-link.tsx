import Link from '@mui/material/Link';
import { useT } from '@/i18n/use-t';

/** "Skip to main content": the first tab stop, visible only while focused. */
export function SkipLink() {
  const t = useT();
  return (
    <Link
      href="#main-content"
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 2100,
        p: 1,
        bgcolor: 'background.paper',
        '&:focus': { top: 8 },
      }}
    >
      {t('shell.skipLink')}
    </Link>
  );
}
