import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { QueueFilter } from '@/api/scrutiny';
import { catalogEntries } from '@/config/service-catalog';
import { statusLabel } from '@/entities/application/summary-rows';
import { useT } from '@/i18n/use-t';

const STATUSES: NonNullable<QueueFilter['status']>[] = [
  'Submitted',
  'UnderScrutiny',
  'ClarificationSought',
];

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
  const t = useT();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <FilterSelect
        label={t('common.service')}
        all={t('scrutiny.filters.allServices')}
        width={260}
        value={value.service}
        options={catalogEntries().map((s) => ({ value: s.id, label: s.title }))}
        onChange={(service) => set({ service })}
      />
      <FilterSelect
        label={t('scrutiny.queue.area')}
        all={t('scrutiny.filters.allAreas')}
        width={220}
        value={value.area}
        options={areas.map((a) => ({ value: a, label: a }))}
        onChange={(area) => set({ area })}
      />
      <FilterSelect
        label={t('common.status')}
        all={t('scrutiny.filters.allWaiting')}
        width={200}
        value={value.status}
        options={STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
        onChange={(status) => set({ status: STATUSES.find((s) => s === status) })}
      />
      <TextField
        size="small"
        type="number"
        label={t('scrutiny.filters.olderThan')}
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

/** One filter: a select whose first option ("All …") clears it. */
function FilterSelect({
  label,
  all,
  width,
  value,
  options,
  onChange,
}: {
  label: string;
  all: string;
  width: number;
  value: string | undefined;
  options: { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      sx={{ minWidth: width }}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value || undefined)}
    >
      <MenuItem value="">{all}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
