/**
 * Upload routes. POST /api/uploads takes multipart/form-data with the fields ServiceId, Key and
 * optionally SubmissionId BEFORE the file, so the slot (and its size limit) is known before the
 * bytes are read; the content's magic bytes decide its type. GET answers the bytes inline with
 * the sniffed type and nosniff; DELETE removes a file no submitted application holds.
 */
import type { Readable } from 'node:stream';
import type { MultipartFields, MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Role } from '../../../src/domain/roles.ts';
import { currentUser, requireRole } from '../auth/authenticate.ts';
import type { AppContext } from './context.ts';
import { ok } from '../lib/envelope.ts';
import { ApiError, notFound } from '../lib/errors.ts';
import { assertStorableInput } from '../lib/input-guard.ts';
import { envelopeResponses, SESSION_SECURITY } from '../lib/schemas.ts';
import {
  acceptedType,
  cleanFileName,
  deleteUpload,
  ensureUploadApplication,
  FILE_NOT_FOUND_404,
  findReadableUpload,
  storeUpload,
  tooLargeError,
  uploadSlot,
} from '../services/uploads/files.ts';
import {
  fileIdParams,
  uploadBody,
  uploadedFileSchema,
} from '../../../src/domain/contract/uploads.ts';

type FileParams = { Params: { fileId: string } };

export async function uploadRoutes(app: FastifyInstance, ctx: AppContext) {
  // Staff and admins upload only a plot registration's letter (uploadSlot refuses the rest) and
  // read back only what findReadableUpload allows them.
  const users = [
    ctx.authenticate,
    requireRole(Role.Investor, Role.TransactionUser, Role.Admin, Role.MidcUser),
  ];
  const common = { tags: ['Uploads'], security: SESSION_SECURITY };

  app.post(
    '/api/uploads',
    {
      onRequest: users,
      // The body is a stream read by the handler; the schema only documents it.
      validatorCompiler: () => () => true,
      schema: {
        ...common,
        summary: "Upload one file for a service's upload slot (type checked by content)",
        consumes: ['multipart/form-data'],
        body: uploadBody,
        response: envelopeResponses(uploadedFileSchema),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const part = await filePart(request, ctx.catalog.maxUploadBytes);
      try {
        const fields = textFields(part.fields);
        assertStorableInput('body', fields); // read by the handler, so past the app's input guard
        const slot = uploadSlot(ctx.catalog, user, fields);
        if (fields.SubmissionId)
          await ensureUploadApplication(ctx.db, user, slot, fields.SubmissionId);
        const { content, size } = await parsingMultipart(() =>
          readUpTo(part.file, slot.rule.maxBytes),
        );
        if (!content || part.file.truncated) throw tooLargeError(slot.rule, size);
        const name = cleanFileName(part.filename);
        const type = acceptedType(slot.rule, { name, claimedType: part.mimetype, content });
        const row = await storeUpload(ctx, user, slot, { name, type, content });
        return ok(
          {
            FileId: row.fileId,
            FileName: row.fileName,
            ContentType: row.contentType,
            Size: row.sizeBytes,
          },
          'File uploaded',
        );
      } finally {
        part.file.resume(); // a refused file is still read to its end, so the request completes
      }
    },
  );

  app.get<FileParams>(
    '/api/uploads/:fileId',
    {
      onRequest: users,
      schema: {
        ...common,
        summary:
          'The file, inline, with the type its content has (X-Content-Type-Options: nosniff)',
        params: fileIdParams,
        response: {
          200: {
            description: 'The file content; Content-Type is the type its bytes have',
            type: 'string',
            format: 'binary',
          },
          '4xx': envelopeResponses()['4xx'],
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const row = await findReadableUpload(ctx.db, ctx.catalog, user, request.params.fileId);
      const stream = row ? await ctx.storage.get(row.storageKey) : undefined;
      if (!row || !stream) throw notFound(FILE_NOT_FOUND_404);
      return reply
        .header('content-type', row.contentType)
        .header('content-disposition', inlineDisposition(row.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );

  app.delete<FileParams>(
    '/api/uploads/:fileId',
    {
      onRequest: users,
      schema: {
        ...common,
        summary: 'Delete a file that no submitted application holds',
        params: fileIdParams,
        response: envelopeResponses({ type: 'null' }),
      },
    },
    async (request) => {
      await deleteUpload(ctx, currentUser(request), request.params.fileId);
      return ok(null, 'File deleted');
    },
  );
}

async function filePart(request: FastifyRequest, maxBytes: number): Promise<MultipartFile> {
  if (!request.isMultipart()) throw new ApiError(415, 'Send the file as multipart/form-data');
  const part = await parsingMultipart(() =>
    request.file({
      throwFileSizeLimit: false,
      limits: { fileSize: maxBytes + 1, files: 1, fields: 10, fieldSize: 1000, parts: 11 },
    }),
  );
  if (!part)
    throw new ApiError(400, "Field 'file' is required", {
      errors: [{ path: 'file', message: "Field 'file' is required" }],
    });
  return part;
}

/**
 * Runs a read of the multipart body. The parser's own errors (no boundary, a malformed part
 * header, a body cut short) carry no status: they are the client's malformed body, so 400.
 */
async function parsingMultipart<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if ((error as { statusCode?: unknown }).statusCode !== undefined) throw error;
    throw new ApiError(400, 'The upload is not a valid multipart/form-data body');
  }
}

/** The text fields sent before the file (the first value of each). */
function textFields(fields: MultipartFields): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [name, entry] of Object.entries(fields)) {
    const first = Array.isArray(entry) ? entry[0] : entry;
    if (first && first.type === 'field' && typeof first.value === 'string') out[name] = first.value;
  }
  return out;
}

/** Reads the stream to its end, keeping at most `max` bytes; no content when it was larger. */
async function readUpTo(
  stream: Readable,
  max: number,
): Promise<{ content?: Buffer; size: number }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size <= max) chunks.push(chunk as Buffer);
  }
  return size > max ? { size } : { content: Buffer.concat(chunks), size };
}

/** Content-Disposition inline with an ASCII fallback and the UTF-8 name (RFC 6266). */
function inlineDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
