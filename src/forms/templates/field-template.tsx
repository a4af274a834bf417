import type { FieldTemplateProps } from '@rjsf/utils';
import { errorId } from '@rjsf/utils';
import { Templates } from '@rjsf/mui';
import FormHelperText from '@mui/material/FormHelperText';
import { Fact, isFact } from './fact';
import { useHeldDuringPress } from './press-hold';
import { cellBase } from './object-grid';
import { cellLabelledBy, tableClass, tableRowLabel } from './table-list';

const MuiFieldTemplate = Templates.FieldTemplate as NonNullable<typeof Templates.FieldTemplate>;

/**
 * Renders a field; a read-only single value (a prefilled plot or applicant fact) is a Fact
 * (fact.tsx), not a disabled input.
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
  const { hidden, rawErrors = [] } = props;
  if (!hidden && tableRowLabel(props.uiSchema)) {
    return (
      <>
        {props.children}
        {rawErrors.length ? <div style={wholeRow}>{props.errors}</div> : null}
      </>
    );
  }
  if (!hidden && cellLabelledBy(props.uiSchema)) return <TableCell {...props} />;
  if (!isFact(props)) return <MuiFieldTemplate {...props} />;
  return <Fact {...props} />;
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
