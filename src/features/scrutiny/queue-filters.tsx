import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { QueueFilter } from '@/api/scrutiny';
import { catalogEntries } from '@/forms/catalog/catalog';
import { statusLabel } from '@/features/plots/summary-rows';

const STATUSES = ['Submitted', 'UnderScrutiny', 'ClarificationSought'];

/** Filters of the scrutiny queue: service, industrial area, status and age. */
export function QueueFilters({
  value,
  areas,
  onChange,
}: {
  value: QueueFilter;
  areas: string[];
  onChange: (f: QueueFilter) => void;
}) {
  const set = (patch: QueueFilter) => onChange({ ...value, ...patch });
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <TextField
        select
        size="small"
        label="Service"
        sx={{ minWidth: 260 }}
        value={value.service ?? ''}
        onChange={(e) => set({ service: e.target.value || undefined })}
      >
        <MenuItem value="">All services</MenuItem>
        {catalogEntries().map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {s.title}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Industrial area"
        sx={{ minWidth: 220 }}
        value={value.area ?? ''}
        onChange={(e) => set({ area: e.target.value || undefined })}
      >
        <MenuItem value="">All areas</MenuItem>
        {areas.map((a) => (
          <MenuItem key={a} value={a}>
            {a}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Status"
        sx={{ minWidth: 200 }}
        value={value.status ?? ''}
        onChange={(e) => set({ status: e.target.value || undefined })}
      >
        <MenuItem value="">All waiting</MenuItem>
        {STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {statusLabel(s)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="number"
        label="Older than (days)"
        sx={{ minWidth: 180 }}
        slotProps={{ htmlInput: { min: 0, max: 3650 } }}
        value={value.olderThanDays ?? ''}
        onChange={(e) =>
          set({
            olderThanDays: e.target.value === '' ? undefined : Math.max(0, Number(e.target.value)),
          })
        }
      />
    </Stack>
  );
}
