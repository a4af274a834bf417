import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { titleId } from '@rjsf/utils';
import { tableRowLabel } from './table-list';
import { ObjectGrid } from './object-grid';

/**
 * RJSF's template of an object: the engine's grid (object-grid.tsx), with the theme's title and
 * description for a group to fill in. Objects that can grow new keys keep @rjsf/mui's layout
 * (expandable-object-template.tsx).
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { title, description, properties, fieldPathId, schema, uiSchema, registry } = props;
  // A row of a table: its fields are the table's cells, with no wrapper (table-list.ts).
  if (tableRowLabel(uiSchema)) return <>{properties.map((p) => p.content)}</>;
  const { TitleFieldTemplate: Title, DescriptionFieldTemplate: Description } = registry.templates;
  const facts = Boolean(props.readonly);
  return (
    <ObjectGrid
      id={fieldPathId.$id}
      facts={facts}
      title={facts ? title : ''}
      heading={
        title && !facts ? (
          <Title
            id={titleId(fieldPathId)}
            title={title}
            required={props.required}
            schema={schema}
            uiSchema={uiSchema}
            registry={registry}
          />
        ) : null
      }
      description={
        description ? (
          <Description
            id={`${fieldPathId.$id}__description`}
            description={description}
            schema={schema}
            uiSchema={uiSchema}
            registry={registry}
          />
        ) : null
      }
      properties={properties}
      schema={schema}
      uiSchema={uiSchema}
    />
  );
}
