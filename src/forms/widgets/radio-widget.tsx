import type { WidgetProps } from '@rjsf/utils';
import { Widgets } from '@rjsf/mui';

const MuiRadioWidget = Widgets.RadioWidget as NonNullable<typeof Widgets.RadioWidget>;

/** Radio buttons; a short choice (Yes/No, up to four options) sits on one line unless told not to. */
export function RadioWidget(props: WidgetProps) {
  const { options } = props;
  const inline = options.inline ?? (options.enumOptions?.length ?? 0) <= 4;
  return <MuiRadioWidget {...props} options={{ ...options, inline }} />;
}
