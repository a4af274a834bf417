import type { FieldProps } from '@rjsf/utils';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { isRecord } from '@/domain/catalog/json';
import { useT } from '@/i18n/use-t';
import { visuallyHidden } from '@/ui/visually-hidden';
import { engineContext } from '../context';

/**
 * The service's declarations: one checkbox per statement, its exact text shown. The version is
 * recorded with the acceptance, not shown: it means nothing to an applicant.
 */
export function DeclarationsField(props: FieldProps) {
  const { fieldPathId, formData, errorSchema, registry, onChange, onBlur, disabled, readonly } =
    props;
  const t = useT();
  const { service } = engineContext(registry);
  const answers = isRecord(formData) ? formData : {};
  const own = errorSchema?.__errors ?? [];
  const set = (id: string, checked: boolean) => {
    const next: Record<string, unknown> = { ...answers };
    // An unticked statement is left out rather than stored as false: it was never accepted.
    if (checked) next[id] = true;
    else delete next[id];
    onChange(next, fieldPathId.path);
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      {/* The step's heading is on screen; the legend names the group for screen readers. */}
      <Box component="legend" sx={visuallyHidden}>
        {t('forms.declarations.legend')}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('forms.declarations.hint')}
      </Typography>
      {service.declarations.map((d) => {
        const id = `${fieldPathId.$id}_${d.id}`;
        const errors = (errorSchema as Record<string, { __errors?: string[] }> | undefined)?.[d.id]
          ?.__errors;
        return (
          <FormControl key={d.id} error={Boolean(errors?.length)} sx={{ display: 'flex', mb: 1 }}>
            <FormControlLabel
              sx={{ alignItems: 'flex-start' }}
              control={
                <Checkbox
                  id={id}
                  checked={answers[d.id] === true}
                  disabled={disabled || readonly}
                  onChange={(e) => set(d.id, e.target.checked)}
                  onBlur={() => onBlur(id, answers[d.id])}
                  slotProps={{
                    input: { 'aria-describedby': errors?.length ? `${id}__error` : undefined },
                  }}
                  sx={{ pt: 0.25 }}
                />
              }
              label={d.text}
            />
            {errors?.length ? (
              <FormHelperText id={`${id}__error`} sx={{ ml: 4 }}>
                {errors.join(' ')}
              </FormHelperText>
            ) : null}
          </FormControl>
        );
      })}
      {own.length ? <FormHelperText error>{own.join(' ')}</FormHelperText> : null}
    </Box>
  );
}
