import { useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The product name used in every browser tab title. */
export const PRODUCT_NAME = 'Single Window Clearance Portal';

/** The page's h1 (focus target after navigation) and the browser tab title. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  useEffect(() => {
    document.title = `${title} | ${PRODUCT_NAME}`;
  }, [title]);
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
