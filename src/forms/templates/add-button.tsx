import type { IconButtonProps } from '@rjsf/utils';
import { TranslatableString } from '@rjsf/utils';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';

/**
 * The button that adds a row to a list: a labelled button rather than a bare icon. Its text is
 * the one the list gives it ("Add surface", see array-field-template.tsx), else RJSF's own.
 */
export function AddButton({ uiSchema: _ui, registry, ...props }: IconButtonProps) {
  const { id, className, onClick, disabled, children } = props;
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
      {children ?? registry.translateString(TranslatableString.AddItemButton)}
    </Button>
  );
}
