/**
 * The names a UI schema may use: the widgets, fields and templates of the form engine's RJSF
 * registry (RJSF's defaults with the portal theme's merged over them, src/forms/theme/portal-theme.ts) and
 * RJSF's short widget names per schema type. A name outside these makes the form step fail with
 * "Something Went Wrong", so the checker refuses it. The domain cannot import the React
 * registries; src/forms/__tests__/ui-names.test.ts keeps these lists equal to them.
 */

/** Widget components by registry key (`"ui:widget": "RadioWidget"`). */
export const widgetNames: readonly string[] = [
  'AltDateTimeWidget',
  'AltDateWidget',
  'CheckboxWidget',
  'CheckboxesWidget',
  'ChoicesWidget',
  'ColorWidget',
  'DateTimeWidget',
  'DateWidget',
  'EmailWidget',
  'FileUploadWidget',
  'FileWidget',
  'HiddenWidget',
  'PasswordWidget',
  'RadioWidget',
  'RangeWidget',
  'RatingWidget',
  'SelectWidget',
  'TextWidget',
  'TextareaWidget',
  'TimeWidget',
  'URLWidget',
  'UpDownWidget',
];

/** RJSF's short widget names (`"ui:widget": "textarea"`), which depend on the field's type. */
export const widgetShortNames: Readonly<Record<string, readonly string[]>> = {
  boolean: ['checkbox', 'radio', 'select', 'hidden'],
  string: [
    'text',
    'password',
    'email',
    'hostname',
    'ipv4',
    'ipv6',
    'uri',
    'data-url',
    'radio',
    'select',
    'textarea',
    'hidden',
    'date',
    'datetime',
    'date-time',
    'alt-date',
    'alt-datetime',
    'time',
    'color',
    'file',
  ],
  number: ['text', 'select', 'updown', 'range', 'radio', 'hidden'],
  integer: ['text', 'select', 'updown', 'range', 'radio', 'hidden'],
  array: ['select', 'checkboxes', 'files', 'hidden'],
};

/** Field components by registry key (`"ui:field": "DeclarationsField"`). */
export const fieldNames: readonly string[] = [
  'AnyOfField',
  'ArrayField',
  'BooleanField',
  'CyclicSchemaField',
  'DeclarationsField',
  'FallbackField',
  'FileUploadField',
  'LayoutGridField',
  'LayoutHeaderField',
  'LayoutMultiSchemaField',
  'NullField',
  'NumberField',
  'ObjectField',
  'OneOfField',
  'OptionalDataControlsField',
  'SchemaField',
  'StringField',
];

/** Templates by registry key; a UI schema may swap one per field (`"ui:FieldTemplate": "…"`). */
export const templateNames: readonly string[] = [
  'ArrayFieldDescriptionTemplate',
  'ArrayFieldItemButtonsTemplate',
  'ArrayFieldItemTemplate',
  'ArrayFieldTemplate',
  'ArrayFieldTitleTemplate',
  'BaseInputTemplate',
  'ButtonTemplates',
  'CyclicSchemaExpandTemplate',
  'DescriptionFieldTemplate',
  'ErrorListTemplate',
  'FallbackFieldTemplate',
  'FieldErrorTemplate',
  'FieldHelpTemplate',
  'FieldTemplate',
  'GridTemplate',
  'MultiSchemaFieldTemplate',
  'ObjectFieldTemplate',
  'OptionalDataControlsTemplate',
  'TitleFieldTemplate',
  'UnsupportedFieldTemplate',
  'WrapIfAdditionalTemplate',
];
