import type { IconButtonProps } from '@rjsf/utils';
import { TranslatableString } from '@rjsf/utils';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';

/** The button that adds a row to a list: a labelled button rather than a bare icon. */
export function AddButton({ uiSchema: _ui, registry, ...props }: IconButtonProps) {
  const { id, className, onClick, disabled } = props;
  return (
    <Button
      id={id}
      className={className}
      onClick={onClick}
      disabled={disabled}
      variant="outlined"
      size="small"
      startIcon={<AddIcon />}
    >
      {registry.translateString(TranslatableString.AddItemButton)}
    </Button>
  );
}
