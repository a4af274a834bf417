import type { WidgetProps } from '@rjsf/utils';
import { Widgets } from '@rjsf/mui';

const MuiRadioWidget = Widgets.RadioWidget as NonNullable<typeof Widgets.RadioWidget>;

type MuiOptions = { rjsfSlotProps?: { radioGroup?: Record<string, unknown> } };

/**
 * Radio buttons; a short choice (Yes/No, up to four options) sits on one line unless told not to.
 * The group is named by its label: @rjsf/mui's `<label for>` cannot name a radiogroup (a div).
 */
export function RadioWidget(props: WidgetProps) {
  const { options, label } = props;
  const inline = options.inline ?? (options.enumOptions?.length ?? 0) <= 4;
  const mui = (options.mui ?? {}) as MuiOptions;
  const radioGroup = { 'aria-label': label || undefined, ...mui.rjsfSlotProps?.radioGroup };
  const named = { ...mui, rjsfSlotProps: { ...mui.rjsfSlotProps, radioGroup } };
  return <MuiRadioWidget {...props} options={{ ...options, inline, mui: named }} />;
}
