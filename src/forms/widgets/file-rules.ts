/** The checks a file passes before it is uploaded: the slot's accepted types and size limit. */
import { mimeLabel } from '@/domain/catalog/inject';
import { fileSize } from '../review/file-size';
import type { UploadRule } from '@/domain/catalog/types';
import { typeFromFileName, typesByExtension } from '@/domain/file-types';
import { t } from '@/i18n/i18n';

/** The file's MIME type, from the browser or, when it gives none, from the name's extension. */
export function fileType(file: Pick<File, 'name' | 'type'>): string {
  return file.type || (typeFromFileName(file.name) ?? '');
}

/** The `accept` attribute of the file input for a rule (types and their extensions). */
export function acceptAttribute(rule: Pick<UploadRule, 'accept'>): string {
  const extensions = Object.entries(typesByExtension)
    .filter(([, mime]) => rule.accept.includes(mime))
    .map(([ext]) => `.${ext}`);
  return [...rule.accept, ...extensions].join(',');
}

/** Why a file may not be uploaded to a slot (in the language on screen), or null when it may. */
export function refuseFile(
  file: Pick<File, 'name' | 'type' | 'size'>,
  rule: Pick<UploadRule, 'accept' | 'maxBytes'>,
): string | null {
  // The server also refuses a name whose extension is not an accepted type (a reader who saves
  // the file gets that name), whatever type the browser gives.
  const named = typeFromFileName(file.name);
  if (!named || !rule.accept.includes(named) || !rule.accept.includes(fileType(file))) {
    return t('forms.upload.acceptedTypes', { types: rule.accept.map(mimeLabel).join(', ') });
  }
  if (file.size > rule.maxBytes) {
    return t('forms.upload.tooLarge', { size: fileSize(rule.maxBytes) });
  }
  if (file.size === 0) return t('forms.upload.empty');
  return null;
}
