import type { WrapIfAdditionalTemplateProps } from '@rjsf/utils';
import { ADDITIONAL_PROPERTY_FLAG } from '@rjsf/utils';
import { Templates } from '@rjsf/mui';

const MuiWrapIfAdditional = Templates.WrapIfAdditionalTemplate as NonNullable<
  typeof Templates.WrapIfAdditionalTemplate
>;

/**
 * Wraps every field; only a key the applicant added to an open-ended object gets @rjsf/mui's key
 * box and remove button. Any other field is the same plain div @rjsf/mui renders, without its
 * work per field and render (it translates the key box's label for every field, shown or not).
 */
export function WrapIfAdditionalTemplate(props: WrapIfAdditionalTemplateProps) {
  if (ADDITIONAL_PROPERTY_FLAG in props.schema) return <MuiWrapIfAdditional {...props} />;
  return (
    <div className={props.classNames} style={props.style}>
      {props.children}
    </div>
  );
}
