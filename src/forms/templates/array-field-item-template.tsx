import { cloneElement, isValidElement, useMemo, type ReactElement } from 'react';
import type { ArrayFieldItemTemplateProps, UiSchema } from '@rjsf/utils';
import { titleId } from '@rjsf/utils';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { rowHeading } from '../review/format-value';
import { isTableList } from './table-list';
import { TableRow } from './table-list-parts';

/**
 * One row of a list: a card headed with the row's title and number ("Surface 1", "Surface 2")
 * as the Review step heads it, so the applicant can tell the rows apart, with the row's buttons
 * (remove; move and copy where the list allows them) at the card's top right, beside that
 * heading (on a phone, under the row's fields). A row without a title in the schema, or one of plain values, keeps RJSF's own label.
 *
 * A numbered card is a group named by its heading, so a screen reader says which row its
 * Remove button belongs to ("Floor 2, group … Remove").
 *
 * One grid box where @rjsf/mui nests five (a grid row, a scrolling column, two boxes and the
 * card) and puts the buttons outside the card: each level was laid out and painted again on
 * every key typed in the row.
 *
 * In a list laid out as a table (table-list.ts) the row is a line of the table instead.
 */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  return isTableList(props.parentUiSchema) ? <TableRow {...props} /> : <CardRow {...props} />;
}

function CardRow(props: ArrayFieldItemTemplateProps) {
  const { children, schema, uiSchema, index, hasToolbar, buttonsProps, registry } = props;
  const title = schema.type === 'object' ? schema.title : undefined;
  // One UI schema per row and index, so the row's memoised fields keep seeing the same object.
  const numbered = useMemo<UiSchema | undefined>(
    () => (title ? { ...uiSchema, 'ui:title': rowHeading(title, index) } : undefined),
    [title, uiSchema, index],
  );
  const row =
    numbered && isValidElement(children)
      ? cloneElement(children as ReactElement<{ uiSchema?: UiSchema }>, { uiSchema: numbered })
      : children;
  const { ArrayFieldItemButtonsTemplate: Buttons } = registry.templates;
  return (
    <Paper
      elevation={2}
      role={numbered ? 'group' : undefined}
      aria-labelledby={numbered ? titleId(buttonsProps.fieldPathId) : undefined}
      sx={{
        mb: 2,
        // A phone's card sits in three others: less padding leaves its fields the width.
        p: { xs: 1.5, sm: 2 },
        display: 'grid',
        // On a phone the buttons go under the fields (a column kept for them squeezed the
        // fields to half the screen), at the right as beside the heading.
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: hasToolbar ? 'minmax(0, 1fr) auto' : 'minmax(0, 1fr)',
        },
        columnGap: 1,
        alignItems: 'start',
      }}
    >
      {row}
      {hasToolbar ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: { xs: 1, sm: -0.5 } }}>
          <Buttons {...buttonsProps} />
        </Box>
      ) : null}
    </Paper>
  );
}
