/** The wire contract of the upload routes (server/src/routes/uploads.ts). */
import { int, objectSchema, str, type Wire } from './schema.ts';

export const fileIdParams = objectSchema({
  fileId: { type: 'string', minLength: 1, maxLength: 36 },
});

/** What the server answers for a stored file. */
export const uploadedFileSchema = objectSchema({
  FileId: str,
  FileName: str,
  ContentType: str,
  Size: int,
});

/** The multipart body of POST /api/uploads (documentation only; the route parses the stream). */
export const uploadBody = {
  type: 'object',
  additionalProperties: false,
  required: ['ServiceId', 'Key', 'file'],
  properties: {
    ServiceId: { type: 'string', description: 'Catalogue id of the service' },
    Key: { type: 'string', description: "Upload slot key of the service's steps.json" },
    SubmissionId: { type: 'string', description: 'The draft the file is for (optional)' },
    file: { type: 'string', format: 'binary', description: 'Sent after the other fields' },
  },
} as const;

export type UploadedFile = Wire<typeof uploadedFileSchema>;
/** The multipart fields beside the file: the service and upload slot it is for. */
export type UploadTarget = Omit<Wire<typeof uploadBody>, 'file'>;
