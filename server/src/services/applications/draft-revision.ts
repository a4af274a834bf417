/**
 * Optimistic concurrency of drafts: every save of an application counts up its `revision`, the
 * page sends the revision its answers were based on, and a save based on an older one is refused
 * with the answers stored now, so the applicant sees both versions and chooses (nothing is lost).
 * A body without `Version` (an API client that does not track it) is not checked.
 */
import { fieldLabel } from '../../../../src/domain/service-engine/index.ts';
import type { LoadedService } from '../../../../src/domain/service-engine/index.ts';
import { ApiError } from '../../lib/errors.ts';
import type { FieldError } from '../../lib/validation.ts';
import type { ApplicationRow } from './store.ts';

export const DRAFT_CHANGED =
  'This draft was changed in another tab or by another user after you opened it. Compare the two versions and choose which to keep.';

/** Refuses (409) a save based on another revision than the stored one. */
export function ensureCurrentRevision(existing: ApplicationRow | undefined, version?: number) {
  if (!existing || version === undefined || existing.revision === version) return;
  throw new ApiError(409, DRAFT_CHANGED, {
    Current: {
      Version: existing.revision,
      SchemaVersion: existing.schemaVersion,
      CurrentStep: existing.currentStep,
      UpdatedDate: existing.updatedAt.toISOString(),
      Data: existing.data,
    },
  });
}

/** The answers a draft keeps although they are not valid yet, each with its field's label. */
export function notValidYetView(service: LoadedService, errors: readonly FieldError[]) {
  return errors.map((e) => ({ ...e, label: fieldLabel(service, e.path) }));
}
