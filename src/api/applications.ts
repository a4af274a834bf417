/** Application calls: read, save as draft, submit, withdraw, cancel and delete. */
import type {
  ApplicationRecord,
  DraftBody,
  DraftResult,
  FiledDefinitionRecord,
  SetAsideResult,
  StateResult,
  SubmitBody,
  SubmitResult,
} from '@/domain/contract/applications';
import type { FieldErrors } from '@/domain/contract/schema';
import { api } from './client';

// The wire types are the route schemas' (src/domain/contract); only types cross into the bundle.
export type {
  ApplicationRecord,
  DraftBody,
  DraftResult,
  FeeLineRecord,
  FiledDefinitionRecord,
  SetAsideRecord,
  SubmitBody,
  SubmitResult,
  TimelineEntry,
} from '@/domain/contract/applications';
export type { FieldError as FieldErrorRecord } from '@/domain/contract/schema';

const byId = (id: string) => encodeURIComponent(id);

/** Reads one application. */
export function getApplication(submissionId: string) {
  return api.get<ApplicationRecord>(`/api/applications/${byId(submissionId)}`);
}

/** The form the application was filed on, kept by the server whatever the current version is. */
export function getApplicationDefinition(submissionId: string) {
  return api.get<FiledDefinitionRecord>(`/api/applications/${byId(submissionId)}/definition`);
}

/**
 * Creates or updates a draft. `keepalive` lets the request outlive the page (a save as the tab is
 * hidden or closed).
 */
export function saveDraft(body: DraftBody, options: { keepalive?: boolean } = {}) {
  return api.post<DraftResult>('/api/applications/draft', { body, ...options });
}

/** The applicant has seen the answers set aside (they stay stored, no longer listed). */
export function markSetAsideSeen(submissionId: string) {
  return api.post<SetAsideResult>(`/api/applications/${byId(submissionId)}/set-aside/seen`);
}

/** Submits an application; a second submit answers 'Your Application has been already submitted'. */
export function submitApplication(body: SubmitBody) {
  return api.post<SubmitResult | FieldErrors | null>('/api/applications/submit', { body });
}

/** Withdraws a submitted application (spec §7 path). */
export function withdrawApplication(submissionId: string) {
  return api.post<StateResult>('/ManageProfile/WithDrawnApplication', {
    query: { SubmissionId: submissionId },
  });
}

/** Cancels an approved permission where the service allows it. */
export function cancelApplication(submissionId: string) {
  return api.post<StateResult>(`/api/applications/${byId(submissionId)}/cancel`);
}

/** Deletes a draft. */
export function deleteApplication(submissionId: string) {
  return api.delete<StateResult>(`/api/applications/${byId(submissionId)}`);
}
