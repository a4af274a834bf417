import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { Widgets } from '@rjsf/mui';

const MuiSelectWidget = Widgets.SelectWidget as NonNullable<typeof Widgets.SelectWidget>;

/** A drop-down whose error and description are linked to the focusable combobox itself. */
export function SelectWidget(props: WidgetProps) {
  const mui = (props.options.mui ?? {}) as { rjsfSlotProps?: { select?: Record<string, unknown> } };
  const select = mui.rjsfSlotProps?.select ?? {};
  const options = {
    ...props.options,
    mui: {
      ...mui,
      rjsfSlotProps: {
        ...mui.rjsfSlotProps,
        select: {
          ...select,
          SelectDisplayProps: {
            ...(select.SelectDisplayProps as object | undefined),
            'aria-describedby': ariaDescribedByIds(props.id),
          },
        },
      },
    },
  };
  return <MuiSelectWidget {...props} options={options} />;
}
