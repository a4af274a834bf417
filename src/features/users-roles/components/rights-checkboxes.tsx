import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { departments } from '@/domain/departments';
import { useT } from '@/i18n/use-t';
import { departmentAbout, departmentLabel } from '@/domain/label-ids';

/** Department rights chosen by department name (spec §6 ids stay behind the scenes). */
export function RightsCheckboxes(props: {
  value: readonly number[];
  onChange: (rights: number[]) => void;
  error?: string | null;
  legend?: string;
}) {
  const t = useT();
  const toggle = (id: number, on: boolean) =>
    props.onChange(
      on ? [...props.value, id].sort((a, b) => a - b) : props.value.filter((r) => r !== id),
    );
  return (
    <FormControl component="fieldset" error={Boolean(props.error)} sx={{ mt: 1 }}>
      <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {props.legend ?? t('account.field.departmentRights')}
      </FormLabel>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, columnGap: 2 }}>
        {departments.map((d) => (
          <FormControlLabel
            key={d.id}
            sx={{ alignItems: 'flex-start', my: 0.5 }}
            control={
              <Checkbox
                checked={props.value.includes(d.id)}
                onChange={(e) => toggle(d.id, e.target.checked)}
                sx={{ pt: 0.25 }}
              />
            }
            label={
              <>
                <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                  {departmentLabel(t, d.id)}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  {departmentAbout(t, d.id)}
                </Typography>
              </>
            }
          />
        ))}
      </FormGroup>
      <FormHelperText>{props.error ?? ' '}</FormHelperText>
    </FormControl>
  );
}
