import type { BaseInputTemplateProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { Templates } from '@rjsf/mui';

const MuiBaseInputTemplate = Templates.BaseInputTemplate as NonNullable<
  typeof Templates.BaseInputTemplate
>;

/**
 * Renders a text-like input (text, number, e-mail, date, textarea) with its error, description and
 * help linked to the input element itself; @rjsf/mui puts aria-describedby on the wrapper, where
 * screen readers do not announce it.
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, schema, rawErrors = [], slotProps } = props;
  const htmlInput = {
    ...(slotProps as { htmlInput?: object } | undefined)?.htmlInput,
    'aria-describedby': ariaDescribedByIds(id, Boolean(schema.examples)),
    'aria-invalid': rawErrors.length > 0 || undefined,
  };
  return <MuiBaseInputTemplate {...props} slotProps={{ ...slotProps, htmlInput }} />;
}
