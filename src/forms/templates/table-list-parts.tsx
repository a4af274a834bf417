/** The parts of a list laid out as a table (table-list.ts): its grid with header, and one row. */
import { cloneElement, isValidElement, useMemo, type ReactElement, type ReactNode } from 'react';
import type { ArrayFieldItemTemplateProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import { toFieldPathId } from '@rjsf/utils';
import Box from '@mui/material/Box';
import { t } from '@/i18n/i18n';
import { rowHeading } from '../review/format-value';
import {
  columnLabelId,
  rowLabelId,
  tableClass,
  tableColumns,
  tableRowUiSchema,
  tableSx,
} from './table-list';

/** What a row without a title in the schema is called: "Row 2" (in the language on screen). */
const rowNoun = () => t('forms.list.row');

/** The table's grid: a header row (the row's title over the numbers, then column labels), rows. */
export function TableList({
  listId,
  schema,
  uiSchema,
  rows,
  children,
}: {
  listId: string;
  schema: RJSFSchema;
  uiSchema: UiSchema | undefined;
  rows: number;
  children: ReactNode;
}) {
  const row = schema.items;
  const columns = useMemo(() => tableColumns(row, uiSchema?.items as UiSchema), [row, uiSchema]);
  const rowTitle = row && typeof row === 'object' && !Array.isArray(row) ? row.title : undefined;
  // An empty list shows its add button alone: column labels over no rows read as a fault.
  if (rows === 0) return null;
  return (
    <Box sx={tableSx(columns.length)}>
      <div className={tableClass.header} aria-hidden>
        {rowTitle ?? rowNoun()}
      </div>
      {columns.map((c) => (
        <div key={c.name} className={tableClass.header}>
          <span id={columnLabelId(listId, c.name)}>{c.label}</span>
          {c.required ? <span aria-hidden> *</span> : null}
        </div>
      ))}
      <div className={tableClass.header} />
      {children}
    </Box>
  );
}

/**
 * One row of a table: its number, its fields as cells (the row and its fields render no wrapper:
 * see tableRowUiSchema), its buttons. Always three kinds of cells, so the grid's columns hold.
 */
export function TableRow(props: ArrayFieldItemTemplateProps) {
  const { children, schema, uiSchema, index, hasToolbar, buttonsProps, registry } = props;
  const rowPath = buttonsProps.fieldPathId;
  const rowId = rowPath.$id;
  const listId = toFieldPathId('', registry.globalFormOptions, rowPath.path.slice(0, -1)).$id;
  const rowUi = useMemo(
    () => tableRowUiSchema(uiSchema, tableColumns(schema, uiSchema), listId, rowId),
    [uiSchema, schema, listId, rowId],
  );
  const row = isValidElement(children)
    ? cloneElement(children as ReactElement<{ uiSchema?: UiSchema }>, { uiSchema: rowUi })
    : children;
  const { ArrayFieldItemButtonsTemplate: Buttons } = registry.templates;
  return (
    <>
      <div id={rowLabelId(rowId)} className={tableClass.rowLabel}>
        <span className={tableClass.rowHeading}>
          {rowHeading(schema.title ?? rowNoun(), index)}
        </span>
        <span className={tableClass.rowNumber} aria-hidden>
          {index + 1}
        </span>
      </div>
      {row}
      <div className={tableClass.actions}>
        {hasToolbar ? <Buttons {...buttonsProps} uiSchema={rowUi} /> : null}
      </div>
    </>
  );
}
