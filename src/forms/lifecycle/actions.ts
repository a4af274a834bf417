/**
 * The lifecycle calls that carry answers — save as draft and submit — with the spec §8 texts when
 * they fail (withdraw, cancel and delete are in close-actions.ts). Submit asks first (spec §9, in
 * use-submit.ts); the stepper decides when to call them and what to show next.
 */
import {
  saveDraft,
  submitApplication,
  type FieldErrorRecord,
  type SubmitResult,
} from '@/api/applications';
import { lifecycleMessages as m } from '@/domain/applications/messages';
import { isRecord } from '@/domain/catalog/json';
import type { LoadedService } from '@/domain/catalog/types';
import { clearHiddenFields } from '@/domain/drafts/hidden-fields';
import type { MigrationIssue } from '@/domain/drafts/migrate';
import type { DraftBody } from '@/domain/contract/applications';
import { validateData, type DataError } from '@/domain/validation/validate-data';
import { dialogue } from '@/ui/alerts';
import { fromServer } from './set-aside';

/** Spec §8 title of a failed submission. */
export const SUBMISSION_ERROR = 'Submission Error!';

/** What the lifecycle calls need to know about the application. */
export interface ApplicationRef {
  service: LoadedService;
  plotId: string;
  submissionId?: string;
}

/** The answers of a form: its root schema is an object, which the server requires. */
type FormAnswers = DraftBody['Data'];

/**
 * A draft save: the draft's id and when, the version the server stores it on and the answers it
 * keeps set aside; or why not (with field errors when there are some).
 */
export type SaveOutcome =
  | {
      ok: true;
      submissionId: string;
      at: string;
      schemaVersion?: number;
      setAside?: MigrationIssue[];
    }
  | { ok: false; message: string; errors?: DataError[] };

/** Saves the answers as a draft (hidden fields cleared, checked as a draft first). */
export async function saveDraftAction(
  app: ApplicationRef,
  data: unknown,
  stepId: string,
): Promise<SaveOutcome> {
  const clean = clearHiddenFields(app.service.schema, data).data;
  const check = validateData(app.service, clean, 'draft');
  if (!check.valid) {
    return {
      ok: false,
      message: 'Not saved: some answers are not valid yet.',
      errors: check.errors,
    };
  }
  try {
    const answer = await saveDraft({
      PlotId: app.plotId,
      ServiceId: app.service.id,
      SchemaVersion: app.service.version,
      CurrentStep: stepId,
      Data: clean as FormAnswers,
      ...(app.submissionId ? { SubmissionId: app.submissionId } : {}),
    });
    if (answer.IsSuccess && answer.Data?.SubmissionId) {
      return {
        ok: true,
        submissionId: answer.Data.SubmissionId,
        at: new Date().toISOString(),
        schemaVersion: answer.Data.SchemaVersion,
        setAside: fromServer(answer.Data.SetAside),
      };
    }
    const errors = fieldErrors(answer.Data);
    return { ok: false, message: answer.Message || 'The draft could not be saved.', errors };
  } catch {
    return { ok: false, message: 'The draft could not be saved. Please check your connection.' };
  }
}

/** A submission: the server's answer, or the field errors to show (empty when a dialogue said why). */
export type SubmitOutcome =
  { ok: true; result: SubmitResult & { at: string } } | { ok: false; errors: DataError[] };

/** Sends the submission (already confirmed) and explains a refusal with the spec §8 texts. */
export async function submitAction(app: ApplicationRef, data: unknown): Promise<SubmitOutcome> {
  try {
    const answer = await submitApplication({
      PlotId: app.plotId,
      ServiceId: app.service.id,
      SchemaVersion: app.service.version,
      Data: clearHiddenFields(app.service.schema, data).data as FormAnswers,
      ...(app.submissionId ? { SubmissionId: app.submissionId } : {}),
    });
    const result: unknown = answer.Data;
    if (answer.IsSuccess && isRecord(result) && typeof result.SubmissionId === 'string') {
      return {
        ok: true,
        result: { ...(result as unknown as SubmitResult), at: new Date().toISOString() },
      };
    }
    const errors = fieldErrors(result);
    if (answer.Message === m.alreadySubmitted) {
      await dialogue({ icon: 'warning', title: SUBMISSION_ERROR, text: m.alreadySubmitted });
    } else {
      await dialogue({
        icon: 'error',
        title: m.notSubmitted,
        text: answer.Message || m.submissionError,
      });
    }
    return { ok: false, errors };
  } catch {
    await dialogue({ icon: 'error', title: SUBMISSION_ERROR, text: m.submissionError });
    return { ok: false, errors: [] };
  }
}

/** Field errors from a refused save or submission (`Data.errors[{path, message}]`). */
export function fieldErrors(data: unknown): DataError[] {
  const list =
    isRecord(data) && Array.isArray(data.errors) ? (data.errors as FieldErrorRecord[]) : [];
  return list
    .filter((e) => isRecord(e) && typeof e.path === 'string')
    .map((e) => ({ path: toPointer(e.path), keyword: 'server', message: String(e.message ?? '') }));
}

/** A server path as a JSON pointer into the answers: '$.a.b[0]' or '/Data/a/b/0' → '/a/b/0'. */
function toPointer(path: string): string {
  const pointer = path.startsWith('$')
    ? path
        .slice(1)
        .replace(/\[(\d+)\]/g, '.$1')
        .replace(/\["([^"]*)"\]/g, '.$1')
        .split('.')
        .join('/')
    : path;
  return pointer.replace(/^\/?Data(?=\/|$)/, '');
}

export { closeApplicationAction } from './close-actions';
