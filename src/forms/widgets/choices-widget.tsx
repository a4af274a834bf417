import type { EnumOptionsType, WidgetProps } from '@rjsf/utils';
import { choicesOf } from '../review/choices';
import { SelectWidget } from './select-widget';

/**
 * A drop-down whose options come from master data loaded at run time (e.g. industrial areas),
 * given in `ui:options.choices`. They must not go into the JSON Schema: the browser's validators
 * are precompiled for the schema as written, and found by its hash (src/forms/validation). The
 * server checks the chosen value against the master list.
 */
export function ChoicesWidget(props: WidgetProps) {
  const enumOptions: EnumOptionsType[] = choicesOf(props.options).map((c) => ({
    value: c.value,
    label: c.label,
  }));
  return <SelectWidget {...props} options={{ ...props.options, enumOptions }} />;
}
