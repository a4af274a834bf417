import type { BaseInputTemplateProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { Templates } from '@rjsf/mui';
import type { EngineContext } from '../context';
import { cellLabelledBy } from './table-list';
import { useTypingBuffer } from './use-typing-buffer';

const MuiBaseInputTemplate = Templates.BaseInputTemplate as NonNullable<
  typeof Templates.BaseInputTemplate
>;

/** Inputs whose changes come one at a time (a picker, a slider), never as a stream of keys. */
const unbuffered = new Set(['date', 'datetime-local', 'time', 'month', 'week', 'color', 'range']);

/**
 * Renders a text-like input (text, number, e-mail, date, textarea) with its error, description and
 * help linked to the input element itself; @rjsf/mui puts aria-describedby on the wrapper, where
 * screen readers do not announce it. Typed text reaches the form after a short pause or on blur
 * (use-typing-buffer.ts), so a keystroke repaints this input only, however long the step.
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, schema, rawErrors = [], slotProps, value, onChange, onBlur, options, type } = props;
  const { touch } = (props.registry.formContext ?? {}) as Partial<EngineContext>;
  const typing = useTypingBuffer(
    value,
    (typed: unknown) => {
      touch?.(id);
      onChange(typed);
    },
    options.emptyValue,
  );
  const htmlInput = {
    ...(slotProps as { htmlInput?: object } | undefined)?.htmlInput,
    'aria-describedby': ariaDescribedByIds(id, Boolean(schema.examples)),
    'aria-invalid': rawErrors.length > 0 || undefined,
    // In a table, the box has no label of its own: its column and row name it.
    'aria-labelledby': cellLabelledBy(props.uiSchema),
  };
  const buffered = !props.onChangeOverride && !unbuffered.has(String(type));
  const typed = buffered
    ? {
        value: typing.shown,
        onChangeOverride: typing.change,
        onBlur: (field: string, v: unknown) => {
          typing.commit();
          onBlur(field, v);
        },
      }
    : {};
  // Full width, as its grid cell stretches it anyway: a full-width box is its own layout root
  // (ownLayoutRoot in src/ui/theme.ts), so a key lays out this input alone.
  return (
    <MuiBaseInputTemplate {...props} {...typed} fullWidth slotProps={{ ...slotProps, htmlInput }} />
  );
}
