import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { canExpand } from '@rjsf/utils';
import { Templates } from '@rjsf/mui';
import { ObjectFieldTemplate } from './object-field-template';

const MuiObjectFieldTemplate = Templates.ObjectFieldTemplate as NonNullable<
  typeof Templates.ObjectFieldTemplate
>;

/** Our object layout; an object that can grow new keys gets @rjsf/mui's, with its add button. */
export function ExpandableObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  if (canExpand(props.schema, props.uiSchema, props.formData)) {
    return <MuiObjectFieldTemplate {...props} />;
  }
  return <ObjectFieldTemplate {...props} />;
}
