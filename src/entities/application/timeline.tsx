import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TimelineEntry } from '@/api/applications';
import { formatDate } from '@/domain/format';
import { useT } from '@/i18n/use-t';
import { statusLabel } from './summary-rows';

/** Every status change: to what, who, when (India time) and the remarks. */
export function Timeline({ entries }: { entries: TimelineEntry[] }) {
  const t = useT();
  if (entries.length === 0) return <Typography>{t('plots.timeline.empty')}</Typography>;
  return (
    <Box component="ol" aria-label={t('plots.view.timeline')} sx={{ m: 0, pl: 3 }}>
      {entries.map((e, i) => (
        <Box component="li" key={`${e.At}-${i}`} sx={{ mb: 1.5 }}>
          <Typography sx={{ fontWeight: 600 }}>{statusLabel(e.Status)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {e.By
              ? t('plots.timeline.when', { date: formatDate(e.At, 'dd-MM-yyyy HH:mm'), by: e.By })
              : t('plots.timeline.whenSystem', { date: formatDate(e.At, 'dd-MM-yyyy HH:mm') })}
          </Typography>
          {e.Remarks ? (
            <Typography variant="body2">
              {t('plots.timeline.remarks', { remarks: e.Remarks })}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
