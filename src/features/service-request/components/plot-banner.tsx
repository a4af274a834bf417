import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { JsonObject } from '@/domain/catalog/json';

/** Which plot the application is for, at the top of the service page, with 'Change plot'. */
export function PlotBanner({ facts, onChange }: { facts: JsonObject; onChange?: () => void }) {
  const parts = [
    facts.plotNumber ? `Plot ${String(facts.plotNumber)}` : null,
    facts.industrialAreaName ? String(facts.industrialAreaName) : null,
    facts.plotId ? `ID ${String(facts.plotId)}` : null,
  ].filter(Boolean);
  return (
    <Box
      role="region"
      aria-label="Plot in use"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        p: 1.5,
        mb: 2,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <Typography sx={{ flex: 1, fontWeight: 600 }}>
        Applying for: {parts.join(' · ') || 'the selected plot'}
      </Typography>
      {onChange ? (
        <Button size="small" variant="outlined" color="inherit" onClick={onChange}>
          Change plot
        </Button>
      ) : null}
    </Box>
  );
}
