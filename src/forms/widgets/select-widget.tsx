import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { Widgets } from '@rjsf/mui';
import { cellLabelledBy } from '../templates/table-list';

const MuiSelectWidget = Widgets.SelectWidget as NonNullable<typeof Widgets.SelectWidget>;

/**
 * A drop-down whose error and description are linked to the focusable combobox itself (and, in a
 * table, its column and row labels: it has no label of its own there).
 */
export function SelectWidget(props: WidgetProps) {
  const mui = (props.options.mui ?? {}) as { rjsfSlotProps?: { select?: Record<string, unknown> } };
  const select = mui.rjsfSlotProps?.select ?? {};
  const labelledBy = cellLabelledBy(props.uiSchema);
  const menu = (select.MenuProps ?? {}) as { slotProps?: { list?: object } };
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
            // Only in a table: an undefined value here would drop the drop-down's own label.
            ...(labelledBy && { 'aria-labelledby': labelledBy }),
          },
          // The open list of choices is named as the drop-down is (MUI names it by the label).
          ...(labelledBy && {
            MenuProps: {
              ...menu,
              slotProps: {
                ...menu.slotProps,
                list: { ...menu.slotProps?.list, 'aria-labelledby': labelledBy },
              },
            },
          }),
        },
      },
    },
  };
  return <MuiSelectWidget {...props} options={options} />;
}
