import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DateField } from '@/ui/date-field';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import plotSchema from '../../../schemas/_shared/plot.json';
import type { BackOfficeFacts } from '@/api/plot-registrations';
import { useT } from '@/i18n/use-t';

type Field = { title: string; type?: string; format?: string; enum?: string[] };
const fields = plotSchema.definitions.plotFacts.properties as Record<string, Field>;

const TEXT = ['allotmentOrderNo'] as const;
const DATES = ['allotmentDate', 'possessionDate', 'developmentPeriodEnd'] as const;

/** The facts as the server takes them: blank boxes left out. */
export function filledFacts(facts: BackOfficeFacts): BackOfficeFacts {
  return Object.fromEntries(Object.entries(facts).filter(([, v]) => v !== '' && v !== undefined));
}

/**
 * The back-office facts of a plot (schemas/_shared/plot.json: allotment, possession, lease, dues)
 * that staff record when they verify a registration, so fee rules and preconditions that read
 * them work for the new plot. Each is optional; the labels and the lease types are the schema's.
 */
export function BackOfficeFactsFields({
  value,
  onChange,
}: {
  value: BackOfficeFacts;
  onChange: (facts: BackOfficeFacts) => void;
}) {
  const set = (name: string, v: string | boolean) => onChange({ ...value, [name]: v });
  const t = useT();
  const title = (name: string) => fields[name]?.title ?? name;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 1 }}>
      <Typography component="legend" variant="body2" sx={{ mb: 1 }}>
        {t('scrutiny.facts.legend')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        {TEXT.map((name) => (
          <TextField
            key={name}
            size="small"
            label={title(name)}
            value={value[name] ?? ''}
            onChange={(e) => set(name, e.target.value)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        ))}
        <TextField
          select
          size="small"
          label={title('leaseType')}
          value={value.leaseType ?? ''}
          onChange={(e) => set('leaseType', e.target.value)}
        >
          <MenuItem value="">{t('scrutiny.facts.notRecorded')}</MenuItem>
          {(fields.leaseType?.enum ?? []).map((lease) => (
            <MenuItem key={lease} value={lease}>
              {lease}
            </MenuItem>
          ))}
        </TextField>
        {DATES.map((name) => (
          <DateField
            key={name}
            size="small"
            label={title(name)}
            what={title(name)}
            value={String(value[name] ?? '')}
            onChange={(iso) => set(name, iso)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
        <FormControlLabel
          control={
            <Checkbox
              checked={value.outstandingDues === true}
              onChange={(e) => set('outstandingDues', e.target.checked)}
            />
          }
          label={title('outstandingDues')}
        />
      </Box>
    </Box>
  );
}
