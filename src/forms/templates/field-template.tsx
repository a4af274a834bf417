import type { FieldTemplateProps } from '@rjsf/utils';
import { errorId } from '@rjsf/utils';
import { Templates } from '@rjsf/mui';
import FormHelperText from '@mui/material/FormHelperText';
import { t } from '@/i18n/i18n';
import { formatValue } from '../review/format-value';
import { useHeldDuringPress } from './press-hold';
import { cellBase } from './object-field-template';
import { cellLabelledBy, tableClass, tableRowLabel } from './table-list';
import styles from './facts.module.css';

const MuiFieldTemplate = Templates.FieldTemplate as NonNullable<typeof Templates.FieldTemplate>;

/**
 * Renders a field; a read-only single value (a prefilled plot or applicant fact) is shown as
 * label and text, not as a disabled input, so it reads as a fact and costs no input component
 * (and, in plain CSS, none of MUI's styling work: facts.module.css).
 * In a list laid out as a table (table-list.ts), a row renders its cells with no wrapper of its
 * own and each of its fields renders as one cell.
 */
export function FieldTemplate(live: FieldTemplateProps) {
  // Error lines do not move the layout under a pressed pointer (press-hold.ts).
  const errors = useHeldDuringPress(
    { rawErrors: live.rawErrors, errors: live.errors },
    (live.rawErrors ?? []).join('\n'),
  );
  const props = { ...live, ...errors };
  const { readonly, schema, label, formData, id, hidden, rawErrors = [] } = props;
  if (!hidden && tableRowLabel(props.uiSchema)) {
    return (
      <>
        {props.children}
        {rawErrors.length ? <div style={wholeRow}>{props.errors}</div> : null}
      </>
    );
  }
  if (!hidden && cellLabelledBy(props.uiSchema)) return <TableCell {...props} />;
  const single = schema.type !== 'object' && schema.type !== 'array';
  if (!readonly || hidden || !single || props.uiSchema?.['ui:field']) {
    return <MuiFieldTemplate {...props} />;
  }
  return (
    <div className={styles.fact}>
      <div id={`${id}-label`} className={styles.label}>
        {label}
      </div>
      <p
        id={id}
        className={styles.value}
        aria-labelledby={`${id}-label`}
        aria-describedby={rawErrors.length ? errorId(id) : undefined}
        tabIndex={rawErrors.length ? -1 : undefined}
      >
        {formatValue(schema, formData, props.uiSchema)}
      </p>
      {rawErrors.length ? (
        // A prefilled fact cannot be typed here; the message says what the plot record lacks.
        <FormHelperText id={errorId(id)} error>
          {t('forms.fields.updateProfile', { errors: rawErrors.join(' ') })}
        </FormHelperText>
      ) : null}
    </div>
  );
}

/**
 * A field as a cell of a table: the box, its description, error and help. Its column label shows
 * above it only on a phone, where the table's header row is hidden; aria-labelledby names the box.
 */
function TableCell(props: FieldTemplateProps) {
  const { id, label, required, children, description, help, hideError, rawErrors = [] } = props;
  return (
    <div style={cellBase}>
      <span className={tableClass.caption} aria-hidden>
        {label}
        {required ? ' *' : null}
      </span>
      {children}
      {description}
      {rawErrors.length && !hideError ? (
        // Red by itself: RJSF's error list takes its colour from a FormControl, which a cell lacks.
        <FormHelperText id={errorId(id)} error>
          {rawErrors.join(' ')}
        </FormHelperText>
      ) : null}
      {help}
    </div>
  );
}

const wholeRow = { gridColumn: '1 / -1' } as const;
