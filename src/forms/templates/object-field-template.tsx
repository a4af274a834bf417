import type { ObjectFieldTemplateProps, RJSFSchema } from '@rjsf/utils';
import { canExpand, titleId } from '@rjsf/utils';
import { Templates } from '@rjsf/mui';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const MuiObjectFieldTemplate = Templates.ObjectFieldTemplate as NonNullable<
  typeof Templates.ObjectFieldTemplate
>;

/**
 * Renders an object as a responsive grid: short fields side by side, groups, lists and long text
 * across the full width; a read-only group of facts (applicant, company, plot) becomes a compact
 * panel. Objects that can grow new keys keep @rjsf/mui's layout.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { title, description, properties, fieldPathId, schema, uiSchema, formData, registry } =
    props;
  if (canExpand(schema, uiSchema, formData)) return <MuiObjectFieldTemplate {...props} />;
  const { TitleFieldTemplate: Title, DescriptionFieldTemplate: Description } = registry.templates;
  const facts = props.readonly;
  return (
    <Box
      component={facts ? 'section' : 'div'}
      aria-labelledby={facts && title ? titleId(fieldPathId) : undefined}
      sx={
        facts
          ? { border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 1, bgcolor: 'grey.50' }
          : undefined
      }
    >
      {title && facts ? (
        <Typography id={titleId(fieldPathId)} variant="h3" component="h3" sx={{ mb: 1 }}>
          {title}
        </Typography>
      ) : title ? (
        <Title
          id={titleId(fieldPathId)}
          title={title}
          required={props.required}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
        />
      ) : null}
      {description ? (
        <Description
          id={`${fieldPathId.$id}__description`}
          description={description}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
        />
      ) : null}
      <Box
        sx={{
          display: 'grid',
          columnGap: 2,
          rowGap: facts ? 1.5 : 2,
          mt: 1.5,
          // min(…, 100%): on a narrow screen one column, never wider than the container.
          gridTemplateColumns: `repeat(auto-fill, minmax(min(${facts ? 200 : 260}px, 100%), 1fr))`,
        }}
      >
        {properties
          .filter((p) => !p.hidden)
          .map((p) => (
            <Box
              key={p.name}
              sx={{ gridColumn: wide(schema, uiSchema, p.name) ? '1 / -1' : 'auto', minWidth: 0 }}
            >
              {p.content}
            </Box>
          ))}
      </Box>
      {properties.filter((p) => p.hidden).map((p) => p.content)}
    </Box>
  );
}

/** Groups, lists, long text and choices laid out as rows take the whole width. */
function wide(
  schema: RJSFSchema,
  uiSchema: ObjectFieldTemplateProps['uiSchema'],
  name: string,
): boolean {
  const child = schema.properties?.[name];
  const type = typeof child === 'object' ? child.type : undefined;
  const widget = (uiSchema?.[name] as Record<string, unknown> | undefined)?.['ui:widget'];
  return (
    type === 'object' ||
    type === 'array' ||
    widget === 'textarea' ||
    widget === 'radio' ||
    child === undefined
  );
}
