/** The engine's template registry: templates replace how RJSF lays out fields, objects and lists. */
import type { TemplatesType } from '@rjsf/utils';
import { ArrayFieldItemTemplate } from './array-field-item-template';
import { ArrayFieldTemplate } from './array-field-template';
import { BaseInputTemplate } from './base-input-template';
import { FieldHelpTemplate } from './field-help-template';
import { FieldTemplate } from './field-template';
import { AddButton, RemoveButton } from './list-buttons';
import { ExpandableObjectFieldTemplate } from './expandable-object-template';
import { TitleFieldTemplate } from './title-field-template';
import { WrapIfAdditionalTemplate } from './wrap-if-additional-template';

/** Templates, with the button templates as a partial set of their own (merged one level down). */
export type TemplateOverrides = Partial<Omit<TemplatesType, 'ButtonTemplates'>> & {
  ButtonTemplates?: Partial<TemplatesType['ButtonTemplates']>;
};

/** Our templates, merged over @rjsf/mui's in theme.ts. */
export const templates: TemplateOverrides = {
  ArrayFieldItemTemplate,
  ArrayFieldTemplate,
  BaseInputTemplate,
  FieldHelpTemplate,
  FieldTemplate,
  ObjectFieldTemplate: ExpandableObjectFieldTemplate,
  TitleFieldTemplate,
  WrapIfAdditionalTemplate,
  ButtonTemplates: { AddButton, RemoveButton },
};
