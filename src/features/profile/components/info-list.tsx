import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A label/value list (a `<dl>`); empty values show NA, as the portal does elsewhere. */
export function InfoList({ rows }: { rows: [label: string, value: string | null | undefined][] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, 220px) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1.25 },
        m: 0,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, mb: { xs: 1.25, sm: 0 }, overflowWrap: 'anywhere' }}
          >
            {value || 'NA'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
