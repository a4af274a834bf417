import { cloneElement, isValidElement, useMemo, type ReactElement } from 'react';
import type { ArrayFieldItemTemplateProps, UiSchema } from '@rjsf/utils';
import { Templates } from '@rjsf/mui';
import { rowHeading } from '../review/format-value';

const MuiArrayFieldItemTemplate = Templates.ArrayFieldItemTemplate as NonNullable<
  typeof Templates.ArrayFieldItemTemplate
>;

/**
 * One row of a list: @rjsf/mui's row, headed with the row's title and number ("Surface 1",
 * "Surface 2") as the Review step heads it, so the applicant can tell the rows apart. A row
 * without a title in the schema, or one of plain values, keeps RJSF's own label.
 */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, schema, uiSchema, index } = props;
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
  return <MuiArrayFieldItemTemplate {...props}>{row}</MuiArrayFieldItemTemplate>;
}
