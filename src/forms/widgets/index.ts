/** The engine's widget registry: a UI schema names a widget by its key (`"ui:widget"`). */
import type { RegistryWidgetsType } from '@rjsf/utils';
import { ChoicesWidget } from './choices-widget';
import { DateWidget } from './date-widget';
import { FileUploadWidget } from './file-upload-widget';
import { RadioWidget } from './radio-widget';
import { SelectWidget } from './select-widget';

/** Our widgets, merged over @rjsf/mui's in theme.ts. */
export const widgets: RegistryWidgetsType = {
  ChoicesWidget,
  DateWidget,
  FileUploadWidget,
  RadioWidget,
  SelectWidget,
};
