/**
 * Uploaded files: which slot a file is for (service, upload rule, the caller's rights), whether
 * its bytes really are an accepted type, storing it for the plot holder, and who may read or
 * delete it. A file is referenced by an application's answers and linked to it on submission.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Role } from '../../../../src/domain/roles.ts';
import {
  findUpload,
  mimeLabel,
  uploadProblem,
} from '../../../../src/domain/service-engine/index.ts';
import type { LoadedService, UploadRule } from '../../../../src/domain/service-engine/index.ts';
import type { AuthUser } from '../../auth/authenticate.ts';
import { plots, uploads } from '../../db/schema-engine.ts';
import type { Db } from '../../db/types.ts';
import { ApiError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { canonicalType, sniffContentType, typeFromFileName } from '../../lib/sniff.ts';
import { typesByExtension } from '../../../../src/domain/file-types.ts';
import { storageWithin } from '../../lib/storage.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { accountOwnerOf, hasServiceRight, missingRightMessage } from '../identity/access.ts';
import { PLOT_REGISTRATION_ID } from '../../../../src/domain/plot-registration.ts';
import { findApplication } from '../applications/store.ts';
import { APPLICATION_NOT_FOUND } from '../applications/target.ts';
import { STAFF_CANNOT_FILE } from '../plots/availability.ts';
import type { Catalog } from '../forms/catalog.ts';
import { registrationForm } from '../plots/registration-form.ts';
import { ensureWithinQuota } from './quota.ts';

export type UploadRow = typeof uploads.$inferSelect;
export const FILE_NOT_FOUND_404 = 'File not found';

/** The slot a file goes to, known before its bytes are read. */
export interface UploadSlot {
  service: LoadedService;
  rule: UploadRule;
  ownerUserId: number;
}

const fieldError = (path: string, message: string) =>
  badRequest(message, { errors: [{ path, message }] });

/** Resolves and authorises the slot from the multipart fields (ServiceId, Key). */
export function uploadSlot(
  catalog: Catalog,
  user: AuthUser,
  fields: { ServiceId?: string; Key?: string },
): UploadSlot {
  if (fields.ServiceId === PLOT_REGISTRATION_ID) return registrationSlot(catalog, user, fields.Key);
  const owner = accountOwnerOf(user);
  if (owner === null) throw forbidden(user.role === Role.MidcUser ? STAFF_CANNOT_FILE : undefined);
  if (!fields.ServiceId) throw fieldError('ServiceId', "Field 'ServiceId' is required");
  if (!fields.Key) throw fieldError('Key', "Field 'Key' is required");
  const service = catalog.services.get(fields.ServiceId);
  if (!service) throw fieldError('ServiceId', `Unknown service '${fields.ServiceId}'`);
  if (!hasServiceRight(user, service.entry.serviceMasterId))
    throw forbidden(missingRightMessage(service.entry.serviceMasterId));
  const rule = findUpload(service, fields.Key);
  if (!rule) throw fieldError('Key', `Unknown upload slot '${fields.Key}' of ${service.id}`);
  return { service, rule, ownerUserId: owner };
}

/**
 * The letter of authority of New Plot Registration (not a catalogue service). A holder files it
 * for themself; staff and admins file it under their own account until the registration names
 * the holder. Transaction-Users do not register plots (spec §2).
 */
function registrationSlot(catalog: Catalog, user: AuthUser, key: string | undefined): UploadSlot {
  if (user.role === Role.TransactionUser)
    throw forbidden('Only the plot holder or the corporation can register a plot.');
  const service = registrationForm(catalog);
  const rule = key ? findUpload(service, key) : undefined;
  if (!rule) throw fieldError('Key', `Unknown upload slot '${key ?? ''}' of ${service.id}`);
  return { service, rule, ownerUserId: user.id };
}

/** The upload may name the application it is for; it must be the caller's, of that service. */
export async function ensureUploadApplication(
  db: Db,
  user: AuthUser,
  slot: UploadSlot,
  submissionId: string,
): Promise<void> {
  const found = await findApplication(db, user, submissionId);
  if (!found || found.app.serviceId !== slot.service.id) throw notFound(APPLICATION_NOT_FOUND);
}

/** 413 text when a file is over the slot's limit. */
export function tooLargeError(rule: UploadRule, size: number): ApiError {
  return new ApiError(413, uploadProblem(rule, { size, type: rule.accept[0] ?? '' }) ?? '');
}

/**
 * The type to store for the bytes: what they are, when the name's extension is one the slot
 * accepts, the browser's declared type is generic or the same, and the content agrees. The name
 * must say the type because a member of staff who saves the file gets that name: PDF bytes kept
 * as 'x.html' (a PDF/HTML polyglot) would open as a web page. A '.pdf' that is really a PNG, or
 * text, is refused with what it is.
 */
export function acceptedType(
  rule: UploadRule,
  file: { name: string; claimedType: string; content: Buffer },
): string {
  const accepted = rule.accept.map(mimeLabel).join(', ');
  if (file.content.length === 0) throw new ApiError(400, 'The file is empty');
  const acceptedTypes = new Set(rule.accept.map(canonicalType));
  const named = typeFromFileName(file.name);
  if (!named || !acceptedTypes.has(named))
    throw new ApiError(
      415,
      `The file name '${file.name}' does not end in an accepted extension (${extensionsOf(acceptedTypes)}). Accepted file types: ${accepted}`,
    );
  const actual = sniffContentType(file.content);
  if (!actual)
    throw new ApiError(
      415,
      `The file '${file.name}' is not a real ${mimeLabel(named)} file: its content is not a recognised document or image. Accepted file types: ${accepted}`,
    );
  const declared = declaredType(file.claimedType);
  for (const claimed of [named, declared])
    if (claimed && claimed !== actual)
      throw new ApiError(
        415,
        `The file '${file.name}' is not a real ${mimeLabel(claimed)} file: its content is ${mimeLabel(actual)}.`,
      );
  // Keep the slot's own spelling of the type, so the answers' enum check matches.
  const stored = rule.accept.find((a) => canonicalType(a) === actual);
  if (!stored) throw new ApiError(415, `Accepted file types: ${accepted}`);
  return stored;
}

/** The type the browser declared, or undefined when it declared nothing in particular. */
function declaredType(mime: string): string | undefined {
  const bare = mime.split(';')[0]!.trim().toLowerCase();
  return bare === '' || bare === 'application/octet-stream' ? undefined : canonicalType(bare);
}

/** '.pdf, .jpg, .jpeg': the extensions that name the types. */
function extensionsOf(types: ReadonlySet<string>): string {
  return Object.entries(typesByExtension)
    .filter(([, type]) => types.has(type))
    .map(([extension]) => `.${extension}`)
    .join(', ');
}

const FORMAT_CHARACTER = /\p{Cf}/u;

/**
 * A file name safe to store and show: no folders, no control characters, no invisible format
 * characters (Unicode Cf: a right-to-left override makes 'invoice\u202Efdp.exe' show as
 * 'invoiceexe.pdf'), at most 255 chars.
 */
export function cleanFileName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  const base = [...last]
    .filter((c) => c >= ' ' && c !== '\u007f' && !FORMAT_CHARACTER.test(c))
    .join('')
    .trim();
  return (base || 'file').slice(-255);
}

/**
 * Stores the row, if the holder's quota allows it, and the bytes in one transaction (bytes in the
 * database commit or roll back with the row; a local file of a refused or failed upload is
 * removed again).
 */
export async function storeUpload(
  deps: { db: Db; storage: FileStorage; config: { uploadQuotaBytes: number } },
  user: AuthUser,
  slot: UploadSlot,
  file: { name: string; type: string; content: Buffer },
): Promise<UploadRow> {
  const fileId = randomUUID();
  const now = new Date();
  const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const storageKey = `${month}/${fileId}`;
  try {
    return await deps.db.transaction(async (tx) => {
      await ensureWithinQuota(
        tx,
        slot.ownerUserId,
        file.content.length,
        deps.config.uploadQuotaBytes,
      );
      const [row] = await tx
        .insert(uploads)
        .values({
          fileId,
          ownerUserId: slot.ownerUserId,
          uploadedBy: user.id,
          serviceId: slot.service.id,
          slotKey: slot.rule.key,
          fileName: file.name,
          contentType: file.type,
          sizeBytes: file.content.length,
          storageKey,
        })
        .returning();
      await storageWithin(deps.storage, tx).put(storageKey, file.content);
      return row!;
    });
  } catch (error) {
    // Bytes in the database went with the rolled-back transaction.
    if (!deps.storage.within) await deps.storage.delete(storageKey);
    throw error;
  }
}

/**
 * A file the user may read: the plot holder's side (within a Transaction-User's rights) reads
 * its own files; staff read the files of submitted applications. Anything else is not found.
 */
export async function findReadableUpload(
  db: Db,
  catalog: Catalog,
  user: AuthUser,
  fileId: string,
  opts: { forUpdate?: boolean } = {},
): Promise<UploadRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(fileId)) return undefined;
  const query = db.select().from(uploads).where(eq(uploads.fileId, fileId.toLowerCase()));
  const [row] = await (opts.forUpdate ? query.for('update') : query);
  if (!row) return undefined;
  // A letter of authority is filed under the uploader's own account until a registration names
  // the holder (registrationSlot), so an admin or staff member reads back what they uploaded.
  if (isOwnRegistrationLetter(row, user)) return row;
  // Staff read the files of submitted applications and the letters of plot registrations.
  if (user.role === Role.MidcUser)
    return row.submissionId !== null || row.serviceId === PLOT_REGISTRATION_ID ? row : undefined;
  if (row.ownerUserId !== accountOwnerOf(user)) return undefined;
  const masterId = catalog.services.get(row.serviceId)?.entry.serviceMasterId ?? null;
  return hasServiceRight(user, masterId) ? row : undefined;
}

/** A letter of authority this user uploaded and still holds (not yet handed to a holder). */
function isOwnRegistrationLetter(row: UploadRow, user: AuthUser): boolean {
  return (
    row.serviceId === PLOT_REGISTRATION_ID &&
    row.uploadedBy === user.id &&
    row.ownerUserId === user.id
  );
}

/**
 * Deletes a file of the caller's side that no submitted application holds. One transaction holds
 * the file's row from the checks to the delete: a submission or a registration naming the file,
 * or another delete of it, sent at the same moment waits for it (and then does not find the file)
 * or it for them (and then finds the file in use, or gone).
 */
export async function deleteUpload(
  deps: { db: Db; catalog: Catalog; storage: FileStorage },
  user: AuthUser,
  fileId: string,
): Promise<void> {
  const storageKey = await deps.db.transaction(async (tx) => {
    const row = await findReadableUpload(tx, deps.catalog, user, fileId, { forUpdate: true });
    if (accountOwnerOf(user) === null && !(row && isOwnRegistrationLetter(row, user)))
      throw forbidden(STAFF_CANNOT_FILE);
    if (!row) throw notFound(FILE_NOT_FOUND_404);
    if (row.submissionId !== null)
      throw new ApiError(
        409,
        `The file is part of application ${row.submissionId} and cannot be deleted.`,
      );
    const [plot] = await tx
      .select({ plotId: plots.plotId })
      .from(plots)
      .where(eq(plots.authorityLetterFileId, row.fileId));
    if (plot)
      throw new ApiError(
        409,
        `The file is the letter of authority of plot ${plot.plotId} and cannot be deleted.`,
      );
    const [deleted] = await tx
      .delete(uploads)
      .where(eq(uploads.fileId, row.fileId))
      .returning({ storageKey: uploads.storageKey });
    if (!deleted) throw notFound(FILE_NOT_FOUND_404);
    return deleted.storageKey;
  });
  await deps.storage.delete(storageKey);
}
