import type { FieldHelpProps } from '@rjsf/utils';
import { helpId } from '@rjsf/utils';
import { RichHelp } from '@rjsf/core';
import FormHelperText from '@mui/material/FormHelperText';

/**
 * Renders a field's help text as @rjsf/mui does, but always in the neutral colour: inside a field
 * with an error it took the error red from the field's FormControl and read as a second error.
 */
export function FieldHelpTemplate({ fieldPathId, help, uiSchema, registry }: FieldHelpProps) {
  if (!help) return null;
  return (
    <FormHelperText component="div" id={helpId(fieldPathId)} error={false} sx={{ mt: 0.625 }}>
      <RichHelp help={help} registry={registry} uiSchema={uiSchema} />
    </FormHelperText>
  );
}
