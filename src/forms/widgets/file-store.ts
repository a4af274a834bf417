/**
 * The two file stores behind the upload widget: the server (POST /api/uploads, previews read back
 * from GET /api/uploads/:id) and an in-browser store for the /demo preview, which sends nothing.
 */
import { ApiError } from '@/api/client';
import { deleteUpload, downloadUpload, uploadFile } from '@/api/uploads';
import type { FileRef } from '@/domain/catalog/inject';
import { t } from '@/i18n/i18n';
import type { FileStore } from '../context';

/** Spec §8 text when a stored file cannot be read back (in the language on screen). */
export const fileNotFound = () => t('forms.upload.notFound');

/** Shown when an upload fails without a message from the server. */
const uploadFailed = () => t('forms.upload.failed');

/** Files stored on the server for one service (and draft, once it has an id). */
export function serverFileStore(serviceId: string, submissionId: () => string | undefined) {
  const store: FileStore = {
    async upload(file, key, onProgress, signal) {
      try {
        const answer = await uploadFile(
          file,
          { ServiceId: serviceId, Key: key, SubmissionId: submissionId() },
          { onProgress, signal },
        );
        const data = answer.Data;
        if (!answer.IsSuccess || !data)
          return { ok: false, message: answer.Message || uploadFailed() };
        // The schema's file reference (domain/catalog/inject.ts) names the server's fields so.
        const ref: FileRef = {
          id: data.FileId,
          name: data.FileName,
          size: data.Size,
          type: data.ContentType,
        };
        return { ok: true, file: ref };
      } catch (error) {
        const canceled = error instanceof ApiError && error.canceled;
        return {
          ok: false,
          message: canceled ? t('forms.upload.cancelled') : uploadFailed(),
        };
      }
    },
    async fileUrl(file) {
      try {
        return URL.createObjectURL(await downloadUpload(file.id));
      } catch {
        throw new Error(fileNotFound());
      }
    },
    async remove(file) {
      // A file already attached to a submitted application stays on the server; the form lets go.
      await deleteUpload(file.id).catch(() => undefined);
    },
  };
  return store;
}

/** Files kept in this tab only (object URLs), for /demo. */
export function previewFileStore(): FileStore {
  const blobs = new Map<string, Blob>();
  let next = 1;
  return {
    async upload(file, _key, onProgress) {
      const id = `preview-${next++}`;
      blobs.set(id, file);
      onProgress(1);
      return { ok: true, file: { id, name: file.name, size: file.size, type: file.type } };
    },
    async fileUrl(file) {
      const blob = blobs.get(file.id);
      if (!blob) throw new Error(t('forms.upload.notFoundPreview'));
      return URL.createObjectURL(blob);
    },
    async remove(file) {
      blobs.delete(file.id);
    },
  };
}
