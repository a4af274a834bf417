/**
 * A list laid out as a table (`"ui:options": { "layout": "table" }` on the list in ui.json): one
 * header row of column labels, then one line of boxes per row, with no card and heading per row.
 * Suits lists of short, flat rows such as the floors of a building (level, use, area).
 *
 * The table is one CSS grid: the row and its fields render no wrapper of their own (see
 * array-field-item-template.tsx, object-field-template.tsx, field-template.tsx), so a box sits
 * as few elements deep as a field outside a list, and a key typed in it costs about the same.
 * Each box is named by its column and its row ("Area (m²) Floor 2") through aria-labelledby.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { getUiOptions, orderProperties } from '@rjsf/utils';
import type { Theme } from '@mui/material/styles';
import { TABLE_LAYOUT } from '@/domain/checker/check-table-layout';
import { visuallyHidden } from '@/ui/visually-hidden';

/** Option keys the table passes down to its rows and cells through their UI schemas. */
const ROW = 'tableRow';
const CELL = 'tableCell';

/** Whether a list's UI schema asks for the table layout. */
export function isTableList(uiSchema: UiSchema | undefined): boolean {
  return getUiOptions(uiSchema).layout === TABLE_LAYOUT;
}

/**
 * For an object that is a row of a table (its fields are the row's cells): the id of the row's
 * label; else undefined.
 */
export function tableRowLabel(uiSchema: UiSchema | undefined): string | undefined {
  const value = getUiOptions(uiSchema)[ROW];
  return typeof value === 'string' ? value : undefined;
}

/** For a cell of a table: the ids that name its box (column label, row label); else undefined. */
export function cellLabelledBy(uiSchema: UiSchema | undefined): string | undefined {
  const value = getUiOptions(uiSchema)[CELL];
  return typeof value === 'string' ? value : undefined;
}

export interface TableColumn {
  name: string;
  label: string;
  required: boolean;
}

/** The columns of a table list, from its row's schema and UI schema: fields in ui:order, not hidden. */
export function tableColumns(row: unknown, rowUi: UiSchema = {}): TableColumn[] {
  if (!row || typeof row !== 'object' || Array.isArray(row)) return [];
  const { properties = {}, required = [] } = row as RJSFSchema;
  const order = rowUi['ui:order'] as string[] | undefined;
  const names = orderProperties(Object.keys(properties), order);
  return names
    .filter((name) => getUiOptions(rowUi[name] as UiSchema | undefined).widget !== 'hidden')
    .map((name) => {
      const field = properties[name];
      const fieldUi = getUiOptions(rowUi[name] as UiSchema | undefined);
      const title = typeof field === 'object' ? field.title : undefined;
      return {
        name,
        label: String(fieldUi.title ?? title ?? name),
        required: required.includes(name),
      };
    });
}

/** The id of a column's label, from the list's id. */
export function columnLabelId(listId: string, column: string): string {
  return `${listId}__column_${column}`;
}

/** The id of a row's label (its number), from the row's id. */
export function rowLabelId(rowId: string): string {
  return `${rowId}__row`;
}

/**
 * The UI schema of one row: marked as a table row, and each column's field marked as a cell
 * named by its column and row labels, without a label of its own above the box.
 */
export function tableRowUiSchema(
  rowUi: UiSchema | undefined,
  columns: TableColumn[],
  listId: string,
  rowId: string,
): UiSchema {
  const rowLabel = rowLabelId(rowId);
  const ui: UiSchema = { ...rowUi, 'ui:options': { ...rowUi?.['ui:options'], [ROW]: rowLabel } };
  for (const { name } of columns) {
    const fieldUi = (rowUi?.[name] ?? {}) as UiSchema;
    ui[name] = {
      ...fieldUi,
      'ui:label': false,
      'ui:options': {
        ...fieldUi['ui:options'],
        [CELL]: `${columnLabelId(listId, name)} ${rowLabel}`,
      },
    };
  }
  return ui;
}

/** Class names the table's own styles (tableSx) hang on. */
export const tableClass = {
  header: 'table-list-header',
  caption: 'table-list-caption',
  rowLabel: 'table-list-row',
  rowHeading: 'table-list-row-heading',
  rowNumber: 'table-list-row-number',
  actions: 'table-list-actions',
} as const;

/**
 * The table's grid: row number, one column per field, buttons. On a phone the table becomes one
 * column: each row is headed "Floor 2" in full and each box has its column label above it.
 */
export function tableSx(columns: number) {
  return (t: Theme) => ({
    display: 'grid',
    gridTemplateColumns: `auto repeat(${columns}, minmax(0, 1fr)) auto`,
    columnGap: 2,
    rowGap: 1.5,
    alignItems: 'start',
    mt: 1.5,
    [`& .${tableClass.header}`]: { fontWeight: 600, fontSize: '0.875rem', alignSelf: 'end' },
    [`& .${tableClass.caption}`]: { display: 'none' },
    // Level with the middle of the boxes beside them (56px high).
    [`& .${tableClass.rowLabel}`]: { pt: 2, fontWeight: 600, textAlign: 'right' },
    [`& .${tableClass.actions}`]: { pt: 1 },
    // A drop-down fills its cell as a text box does.
    '& .MuiTextField-root': { width: '100%' },
    // "Floor 2" for screen readers and on a phone; under the header "Floor", just "2".
    [`& .${tableClass.rowHeading}`]: visuallyHidden,
    [t.breakpoints.down('sm')]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      [`& .${tableClass.header}`]: { display: 'none' },
      [`& .${tableClass.caption}`]: { display: 'block', fontSize: '0.875rem', mb: 0.5 },
      [`& .${tableClass.rowLabel}`]: {
        textAlign: 'left',
        borderTop: 1,
        borderColor: 'divider',
        mt: 1,
        pt: 1.5,
      },
      [`& .${tableClass.actions}`]: { pt: 0, justifySelf: 'end' },
      [`& .${tableClass.rowHeading}`]: shown,
      [`& .${tableClass.rowNumber}`]: { display: 'none' },
    },
  });
}

/** Undoes visuallyHidden. */
const shown = {
  position: 'static',
  width: 'auto',
  height: 'auto',
  clip: 'auto',
  margin: 0,
  overflow: 'visible',
} as const;
