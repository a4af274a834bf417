/** Application calls: read, save as draft, submit, withdraw, cancel and delete. */
import type { SetAsideRecord } from '@/domain/drafts/migrate';
import { api } from './client';

/** One fee head of the amount the server computed. */
export interface FeeLineRecord {
  id?: string;
  label?: string;
  amount?: number | null;
}

/** One entry of an application's timeline. */
export interface TimelineEntry {
  Status: string;
  Action: string;
  By?: string;
  At: string;
  Remarks?: string | null;
}

/** An application as GET /api/applications/:id returns it. */
export interface ApplicationRecord {
  SubmissionId: string;
  PlotID: string | number;
  ServiceId: string;
  Status: string;
  SchemaVersion: number;
  CurrentStep?: string | null;
  /** The revision of the answers (a draft save sends it back). */
  Version?: number;
  Data: unknown;
  TentativeCost?: number | null;
  FeeLines?: FeeLineRecord[];
  Declarations?: unknown;
  Uploads?: unknown;
  Timeline?: TimelineEntry[];
  CreatedDate?: string;
  SubmittedDate?: string | null;
  /** Answers a newer form version could not keep, not yet marked seen by the applicant. */
  SetAside?: SetAsideRecord[];
  /** The content hash of the form the application was last saved or submitted on. */
  DefinitionHash?: string | null;
  /** False when that form is not the one the portal serves now (null: no form stored). */
  DefinitionIsCurrent?: boolean | null;
}

/** The form an application was last saved or submitted on, as GET …/definition returns it. */
export interface FiledDefinitionRecord {
  SubmissionId: string;
  ServiceId: string;
  SchemaVersion: number;
  DefinitionHash: string;
  /** The loaded service definition as the server kept it (references resolved). */
  Definition: unknown;
}

/** An answer a newer version of the form could not keep, kept with the application. */
export type { SetAsideRecord } from '@/domain/drafts/migrate';

/** The body of a draft save; without SubmissionId the server creates the draft. */
export interface DraftBody {
  PlotId: string;
  ServiceId: string;
  SchemaVersion: number;
  CurrentStep: string;
  Data: unknown;
  SubmissionId?: string;
  /** The revision the answers were based on: a stale one is refused (409). */
  Version?: number;
}

/** What a draft save answers. */
export interface DraftResult {
  SubmissionId: string;
  Status: string;
  TentativeCost?: number | null;
  UpdatedDate?: string;
  /** The form version the draft is now stored on (newer than the page's: the form changed). */
  SchemaVersion?: number;
  SetAside?: SetAsideRecord[];
  /** The draft's revision: the next save sends it back. */
  Version?: number;
  /** Answers kept although not valid yet, with their fields' labels. */
  NotValidYet?: (FieldErrorRecord & { label?: string })[];
}

/** What a save based on an older revision is refused with (409): the answers stored now. */
export interface StoredDraftRecord {
  Version: number;
  SchemaVersion?: number;
  CurrentStep?: string | null;
  UpdatedDate?: string;
  Data: unknown;
}

/** The body of a submission; direct-submit services send no SubmissionId. */
export type SubmitBody = Omit<DraftBody, 'CurrentStep'>;

/** What a submission answers: the server's own fee. */
export interface SubmitResult {
  SubmissionId: string;
  Status: string;
  TentativeCost?: number | null;
  FeeLines?: FeeLineRecord[];
}

/** A field error of a refused save or submission. */
export interface FieldErrorRecord {
  path: string;
  message: string;
}

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
  return api.post<{ SubmissionId: string }>(
    `/api/applications/${byId(submissionId)}/set-aside/seen`,
  );
}

/** Submits an application; a second submit answers 'Your Application has been already submitted'. */
export function submitApplication(body: SubmitBody) {
  return api.post<SubmitResult | { errors?: FieldErrorRecord[] } | null>(
    '/api/applications/submit',
    { body },
  );
}

/** Withdraws a submitted application (spec §7 path). */
export function withdrawApplication(submissionId: string) {
  return api.post<unknown>('/ManageProfile/WithDrawnApplication', {
    query: { SubmissionId: submissionId },
  });
}

/** Cancels an approved permission where the service allows it. */
export function cancelApplication(submissionId: string) {
  return api.post<unknown>(`/api/applications/${byId(submissionId)}/cancel`);
}

/** Deletes a draft. */
export function deleteApplication(submissionId: string) {
  return api.delete<unknown>(`/api/applications/${byId(submissionId)}`);
}
