/** File sizes on screen (issue 20). */
import { formatBytes } from '@/domain/catalog/inject';
import { t } from '@/i18n/i18n';

/**
 * A file size in the language on screen: '3 MB', '500 KB', '512 bytes'. Only the unit word of a
 * size under 1 KB is translated; KB and MB are symbols, the same in every language.
 */
export function fileSize(bytes: number): string {
  return formatBytes(bytes, (count) => t('forms.upload.bytes', { count }));
}
