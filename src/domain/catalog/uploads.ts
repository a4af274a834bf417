/** Checking an uploaded file against its slot's rule — the server calls this before storing it. */
import { formatBytes, mimeLabel } from './inject';
import type { LoadedService, UploadRule } from './types';

/** The upload rule of a slot, or undefined for a key the service does not have. */
export function findUpload(service: LoadedService, key: string): UploadRule | undefined {
  return service.uploads.find((u) => u.key === key);
}

/** Why a file does not fit a slot (type or size), or undefined when it fits. */
export function uploadProblem(
  rule: UploadRule,
  file: { size: number; type: string },
): string | undefined {
  if (!rule.accept.includes(file.type)) {
    return `Accepted file types: ${rule.accept.map(mimeLabel).join(', ')}`;
  }
  if (file.size > rule.maxBytes)
    return `The file must not be larger than ${formatBytes(rule.maxBytes)}`;
  if (file.size <= 0) return 'The file is empty';
  return undefined;
}
