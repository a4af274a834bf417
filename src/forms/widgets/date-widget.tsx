import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds, labelValue } from '@rjsf/utils';
import { DateField } from '@/ui/date-field';
import { useT } from '@/i18n/use-t';
import type { EngineContext } from '../context';
import { cellLabelledBy } from '../templates/table-list';

/**
 * A date answer (`format: date`) typed and shown as dd-mm-yyyy, like every date of the portal,
 * with the browser's calendar a click away; the answer stays an ISO date. Its error and
 * description are linked to the box (and, in a table, its column and row label it).
 */
export function DateWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, rawErrors = [], uiSchema, registry } = props;
  const t = useT();
  const { touch } = (registry.formContext ?? {}) as Partial<EngineContext>;
  const label = labelValue(props.label || undefined, props.hideLabel);
  const what = String(props.label || props.schema.title || t('forms.widgets.theDate'));
  return (
    <DateField
      id={id}
      name={id}
      label={typeof label === 'string' ? label : undefined}
      what={what}
      value={typeof value === 'string' ? value : ''}
      required={props.required}
      disabled={props.disabled || props.readonly}
      error={rawErrors.length > 0}
      fullWidth
      onChange={(next) => {
        touch?.(id);
        onChange(next === '' ? props.options.emptyValue : next);
      }}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      slotProps={{
        htmlInput: {
          'aria-describedby': ariaDescribedByIds(id),
          'aria-invalid': rawErrors.length > 0 || undefined,
          'aria-labelledby': cellLabelledBy(uiSchema),
        },
        inputLabel: { shrink: true },
      }}
    />
  );
}
