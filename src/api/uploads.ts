/**
 * Uploads (POST /api/uploads, multipart) with upload progress. ofetch has no upload progress, so
 * this one call uses XMLHttpRequest, with exactly the client's headers (buildHeaders) and its
 * expired-session rule; reading and deleting files go through the shared client.
 */
import type { ApiResponse } from '@/domain/api';
import { SETTINGS } from '@/config/settings';
import { api, buildHeaders, redirectToSessionExpired } from './client';
import { ApiError, isEnvelope, isSessionExpired } from './response';
import { ensureFreshToken } from './token-refresh';

/** What the server answers for a stored file. */
export interface UploadedFile {
  FileId: string;
  FileName: string;
  ContentType: string;
  Size: number;
}

/** The multipart fields beside the file: the service and upload slot it is for. */
export interface UploadTarget {
  ServiceId: string;
  Key: string;
  SubmissionId?: string;
}

/** Progress callback and cancel signal of one upload. */
export interface UploadOptions {
  /** Called with the fraction sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

const UPLOADS = '/api/uploads';

/** Uploads one file; resolves with the envelope (IsSuccess false carries the server's refusal). */
export async function uploadFile(
  file: File,
  target: UploadTarget,
  options: UploadOptions = {},
): Promise<ApiResponse<UploadedFile | null>> {
  await ensureFreshToken();
  const body = new FormData();
  body.append('ServiceId', target.ServiceId);
  body.append('Key', target.Key);
  if (target.SubmissionId) body.append('SubmissionId', target.SubmissionId);
  body.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${SETTINGS.APIBASEURL}${UPLOADS}`);
    for (const [name, value] of Object.entries(buildHeaders('POST', { body }))) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const parsed = parseJson(xhr.responseText);
      if (isSessionExpired(xhr.status, parsed)) {
        redirectToSessionExpired();
        reject(new ApiError('Session expired', 401, parsed));
      } else if (isEnvelope<UploadedFile>(parsed)) resolve(parsed);
      else reject(new ApiError(`HTTP ${xhr.status}`, xhr.status, parsed));
    };
    xhr.onerror = () => reject(new ApiError('Network error', null, undefined));
    xhr.onabort = () => reject(new ApiError('Request canceled', null, undefined, true));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/** The stored file as a Blob (for the preview); 404 means the file is gone. */
export function downloadUpload(fileId: string) {
  return api.download(`${UPLOADS}/${encodeURIComponent(fileId)}`);
}

/** Deletes a file that is not attached to a submitted application. */
export function deleteUpload(fileId: string) {
  return api.delete<unknown>(`${UPLOADS}/${encodeURIComponent(fileId)}`);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
