/** The engine's field registry: a UI schema names a field by its key (`"ui:field"`). */
import type { RegistryFieldsType } from '@rjsf/utils';
import { DeclarationsField } from './declarations-field';
import { FileUploadField } from './file-upload-field';

/** Our fields, merged over @rjsf/mui's in theme.ts. */
export const fields: RegistryFieldsType = { DeclarationsField, FileUploadField };
