import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TimelineEntry } from '@/api/applications';
import { formatDate } from '@/lib/format';
import { statusLabel } from './summary-rows';

/** Every status change: to what, who, when (India time) and the remarks. */
export function Timeline({ entries }: { entries: TimelineEntry[] }) {
  if (entries.length === 0) return <Typography>No status changes yet.</Typography>;
  return (
    <Box component="ol" aria-label="Timeline" sx={{ m: 0, pl: 3 }}>
      {entries.map((e, i) => (
        <Box component="li" key={`${e.At}-${i}`} sx={{ mb: 1.5 }}>
          <Typography sx={{ fontWeight: 600 }}>{statusLabel(e.Status)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDate(e.At, 'dd-MM-yyyy HH:mm')} IST · by {e.By ?? 'System'}
          </Typography>
          {e.Remarks ? <Typography variant="body2">Remarks: {e.Remarks}</Typography> : null}
        </Box>
      ))}
    </Box>
  );
}
