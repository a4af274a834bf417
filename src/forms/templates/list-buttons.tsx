import type { IconButtonProps } from '@rjsf/utils';
import { TranslatableString } from '@rjsf/utils';
import Button, { type ButtonProps } from '@mui/material/Button';
import { tableRowLabel } from './table-list';

/**
 * The buttons that add a row to a list and remove one: labelled buttons in words rather than
 * bare "+" and "−" icons, which a first-time applicant has to guess at (and which drew one more
 * SVG each on a step).
 */
function ListButton({
  button,
  label,
  variant,
  color,
  labelledBy,
}: {
  button: IconButtonProps;
  label: string;
  variant: ButtonProps['variant'];
  color?: ButtonProps['color'];
  labelledBy?: string;
}) {
  const { id, className, onClick, disabled } = button;
  return (
    <Button
      id={id}
      className={className}
      onClick={onClick}
      disabled={disabled}
      variant={variant}
      color={color}
      size="small"
      aria-labelledby={labelledBy}
    >
      {label}
    </Button>
  );
}

/** "Add surface": the text the list gives it (see array-field-template.tsx), else RJSF's own. */
export function AddButton(props: IconButtonProps) {
  const label =
    typeof props.children === 'string'
      ? props.children
      : props.registry.translateString(TranslatableString.AddItemButton);
  return <ListButton button={props} label={label} variant="outlined" />;
}

/**
 * "Remove", inside the row's card, which is a group named by the row's heading; in a table, named
 * "Remove Floor 2" with the row's label.
 */
export function RemoveButton(props: IconButtonProps) {
  const label = props.registry.translateString(TranslatableString.RemoveButton);
  const row = tableRowLabel(props.uiSchema);
  return (
    <ListButton
      button={props}
      label={label}
      variant="text"
      color="error"
      labelledBy={row && props.id ? `${props.id} ${row}` : undefined}
    />
  );
}
