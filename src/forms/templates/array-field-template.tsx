import type { ArrayFieldTemplateProps, RJSFSchema } from '@rjsf/utils';
import { buttonId, getUiOptions } from '@rjsf/utils';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { currentLanguage, t } from '@/i18n/i18n';
import { isTableList } from './table-list';
import { TableList } from './table-list-parts';

/**
 * A list the applicant adds rows to, laid out as @rjsf/mui lays it out (title, description,
 * rows, add button at the end), with an add button that names what it adds: "Add surface"
 * rather than RJSF's "Add Item". A list whose UI schema asks for it is laid out as a table.
 */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { canAdd, disabled, readonly, fieldPathId, uiSchema, items, registry, schema } = props;
  const { optionalDataControl, onAddClick, required, title } = props;
  const options = getUiOptions(uiSchema);
  const {
    ArrayFieldTitleTemplate: Title,
    ArrayFieldDescriptionTemplate: Description,
    ButtonTemplates: { AddButton },
  } = registry.templates;
  const editable = !readonly && !disabled;
  const noun = rowNoun(schema);
  return (
    <Paper elevation={2}>
      {/* Less padding on a phone, where the list's rows are cards inside this one. */}
      <Box sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Title
          fieldPathId={fieldPathId}
          title={options.title || title}
          schema={schema}
          uiSchema={uiSchema}
          required={required}
          registry={registry}
          optionalDataControl={editable ? optionalDataControl : undefined}
        />
        <Description
          fieldPathId={fieldPathId}
          description={options.description || schema.description}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
        />
        {editable ? null : optionalDataControl}
        {isTableList(uiSchema) ? (
          <TableList
            listId={fieldPathId.$id}
            schema={schema}
            uiSchema={uiSchema}
            rows={items.length}
          >
            {items}
          </TableList>
        ) : (
          items
        )}
        {canAdd ? (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
            <AddButton
              id={buttonId(fieldPathId, 'add')}
              className="rjsf-array-item-add"
              onClick={onAddClick}
              disabled={disabled || readonly}
              uiSchema={uiSchema}
              registry={registry}
            >
              {noun ? t('forms.list.add', { item: noun }) : undefined}
            </AddButton>
          </Box>
        ) : null}
      </Box>
    </Paper>
  );
}

/** The row's title as a noun in a sentence: 'Surface' → 'surface'; 'HS code' stays. */
function rowNoun(schema: RJSFSchema): string | undefined {
  const items = schema.items;
  const title = items && typeof items === 'object' && !Array.isArray(items) ? items.title : '';
  if (!title) return undefined;
  // Lower case only in English text (an untranslated English title in another language stays).
  if (currentLanguage() !== 'en') return title;
  return /^.[A-Z]/.test(title) ? title : title.charAt(0).toLowerCase() + title.slice(1);
}
