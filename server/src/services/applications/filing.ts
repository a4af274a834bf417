/**
 * What a draft save and a submission share: the context the answers are prepared in, the answers
 * set aside, the values both store (definition, fee, declarations), the write of a new or an
 * existing application, its timeline event, and the refusals naming a field.
 */
import type { AuthUser } from '../../auth/authenticate.ts';
import type { Db } from '../../db/types.ts';
import { badRequest } from '../../lib/errors.ts';
import { acceptedDeclarations } from './rules.ts';
import { addEvent, insertApplication, updateApplication } from './store.ts';
import type { ApplicationRow, WrittenApplication } from './store.ts';
import type { Target } from './target.ts';
import type { ServerFee } from './fees.ts';
import { addSetAside, migrateStored } from './set-aside.ts';
import type { LabelOf } from './set-aside.ts';

/** Who the answers are for (forms/answers.ts DataContext). */
export function context(target: Target) {
  return {
    facts: target.plot.facts,
    registration: target.registration,
    ownerUserId: target.plotOwnerId,
    submissionId: target.existing?.submissionId,
  };
}

/**
 * The application's set-aside answers, with those of its stored answers when they were saved on an
 * older version than the answers replacing them (`replacedOn`), so what the new version cannot
 * keep of them is set aside rather than overwritten.
 */
export function storedSetAside(target: Target, now: Date, replacedOn: number, labelOf?: LabelOf) {
  const list = target.existing?.setAside ?? [];
  const stored = migrateStored(target.service, target.existing, replacedOn);
  if (!stored) return list;
  const versions = { from: stored.fromVersion, to: stored.toVersion };
  return addSetAside(list, stored.issues, versions, now, labelOf);
}

/** The refusal of answers on another version than the current one. */
export function formChangedMessage(version: number) {
  return `The form has changed (now version ${version}). Reload it and check your answers.`;
}

/** A 400 naming the field at fault. */
export function fieldError(path: string, message: string) {
  return badRequest(message, { errors: [{ path, message }] });
}

/** Inserts the new application or updates the existing one (on `tx`). */
export async function persist(
  tx: Db,
  user: AuthUser,
  target: Target,
  state: string,
  values: Partial<ApplicationRow>,
): Promise<WrittenApplication> {
  if (target.existing)
    return updateApplication(tx, target.existing.submissionId, { ...values, state });
  return insertApplication(tx, {
    plotId: target.plotId,
    serviceId: target.service.id,
    serviceMasterId: target.service.entry.serviceMasterId,
    state,
    schemaVersion: target.service.version,
    data: {},
    createdBy: user.id,
    ...values,
  });
}

/** The timeline event of a transition (and its messages). */
export function record(
  tx: Db,
  user: AuthUser | null,
  row: WrittenApplication,
  from: string,
  action: string,
  remarks?: string,
) {
  return addEvent(tx, {
    submissionId: row.submissionId,
    from,
    to: row.state,
    action,
    byUserId: user?.id ?? null,
    remarks,
  });
}

/** What a draft save and a submission both store: the definition, the fee and the declarations. */
export function filedValues(
  definitionHash: string,
  service: Target['service'],
  target: Target,
  data: Record<string, unknown>,
  fee: ServerFee,
  now: Date,
) {
  return {
    definitionHash,
    tentativeCost: fee.total,
    feeLines: fee.lines,
    declarationsAccepted: acceptedDeclarations(
      service,
      data,
      target.existing?.declarationsAccepted ?? [],
      now,
    ),
  };
}
