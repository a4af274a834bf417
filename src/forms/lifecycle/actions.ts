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
import { isRecord, type JsonObject } from '@/domain/catalog/json';
import type { LoadedService } from '@/domain/catalog/types';
import { fieldLabel } from '@/domain/drafts/field-label';
import { clearHiddenFields } from '@/domain/drafts/hidden-fields';
import { domainValidatorsPending } from '../validation/precompiled';
import type { MigrationIssue } from '@/domain/drafts/migrate';
import type { DraftBody } from '@/domain/contract/applications';
import { splitDraftErrors, validateData, type DataError } from '@/domain/validation/validate-data';
import { getDisplayLocale } from '@/domain/i18n/display-locale';
import { t } from '@/i18n/i18n';
import { wordedFieldErrors } from '@/lib/field-errors';
import { dialogue } from '@/ui/alerts';
import { lifecycleText } from './lifecycle-texts';
import { fromServer } from './set-aside';

/** Spec §8 title of a failed submission, in the language on screen. */
export const submissionErrorTitle = () => t('forms.submit.errorTitle');

/** What the lifecycle calls need to know about the application. */
export interface ApplicationRef {
  service: LoadedService;
  plotId: string;
  submissionId?: string;
}

/** The answers of a form: its root schema is an object, which the server requires. */
type FormAnswers = DraftBody['Data'];

/** The answers stored now, when a save based on an older revision was refused. */
export interface StoredDraft {
  version: number;
  step?: string | null;
  at?: string;
  data: JsonObject;
}

/**
 * A draft save: the draft's id, revision and when, the version the server stores it on, the
 * answers it keeps set aside and those it keeps although not valid yet; or why not (with field
 * errors when there are some, and the stored answers when another tab or user saved first).
 */
export type SaveOutcome =
  | {
      ok: true;
      submissionId: string;
      at: string;
      version?: number;
      schemaVersion?: number;
      setAside?: MigrationIssue[];
      notValidYet?: DataError[];
    }
  | { ok: false; message: string; errors?: DataError[]; stored?: StoredDraft };

/** What a draft save sends besides the answers. */
export interface DraftSaveOptions {
  stepId: string;
  /** The revision the answers are based on (undefined before the first save). */
  version?: number;
  /** The request outlives the page (the tab is being hidden or closed). */
  keepalive?: boolean;
}

/**
 * Saves the answers as a draft (hidden fields cleared). Answers that break a format rule are
 * saved and named (`notValidYet`); only a value the form never produces (a wrong type) stops it.
 */
export async function saveDraftAction(
  app: ApplicationRef,
  data: unknown,
  { stepId, version, keepalive }: DraftSaveOptions,
): Promise<SaveOutcome> {
  // Hidden fields and the draft's rules need the domain validators (after a page's first frame).
  const pending = domainValidatorsPending(app.service.entry.folder);
  if (pending) {
    try {
      await pending;
    } catch {
      return { ok: false, message: t('forms.draft.checkConnection') };
    }
  }
  const clean = clearHiddenFields(app.service.schema, data).data;
  const { notValidYet, refused } = splitDraftErrors(
    validateData(app.service, clean, 'draft').errors,
  );
  if (refused.length > 0) {
    const fields = namesOf(app.service, refused);
    return { ok: false, message: t('forms.draft.notSavedCheck', { fields }), errors: refused };
  }
  try {
    const answer = await saveDraft(
      {
        PlotId: app.plotId,
        ServiceId: app.service.id,
        SchemaVersion: app.service.version,
        CurrentStep: stepId,
        Data: clean as FormAnswers,
        ...(app.submissionId ? { SubmissionId: app.submissionId } : {}),
        ...(app.submissionId && version !== undefined ? { Version: version } : {}),
      },
      { keepalive },
    );
    if (answer.IsSuccess && answer.Data?.SubmissionId) {
      return {
        ok: true,
        submissionId: answer.Data.SubmissionId,
        at: new Date().toISOString(),
        version: answer.Data.Version,
        schemaVersion: answer.Data.SchemaVersion,
        setAside: fromServer(answer.Data.SetAside),
        notValidYet,
      };
    }
    const errors = fieldErrors(answer.Data, app.service);
    const stored = storedDraft(answer.Data);
    return {
      ok: false,
      message: refusalText(app.service, answer) || t('forms.draft.couldNotSave'),
      errors,
      ...(stored ? { stored } : {}),
    };
  } catch {
    return { ok: false, message: t('forms.draft.checkConnection') };
  }
}

/** The fields of `errors` as the applicant reads them: 'NIC code and PIN code' (in the language on screen). */
export function namesOf(service: LoadedService, errors: readonly DataError[]): string {
  const labels = [...new Set(errors.map((e) => fieldLabel(service, e.path)))];
  if (labels.length <= 1) return labels[0] ?? t('forms.draft.yourAnswers');
  // English as the portal writes it: 'A, B and C' (British usage, no comma before 'and').
  const locale = getDisplayLocale() === 'en' ? 'en-GB' : getDisplayLocale();
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(labels);
}

/** The stored answers a refused stale save answers with (`Data.Current`), if it is one. */
function storedDraft(data: unknown): StoredDraft | undefined {
  const current = isRecord(data) ? data.Current : undefined;
  if (!isRecord(current) || typeof current.Version !== 'number') return undefined;
  return {
    version: current.Version,
    step: typeof current.CurrentStep === 'string' ? current.CurrentStep : null,
    at: typeof current.UpdatedDate === 'string' ? current.UpdatedDate : undefined,
    data: isRecord(current.Data) ? (current.Data as JsonObject) : {},
  };
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
    const errors = fieldErrors(result, app.service);
    // By code: the Message arrives in the language on screen.
    if (answer.Code === 'applications.alreadySubmitted') {
      await dialogue({
        icon: 'warning',
        title: submissionErrorTitle(),
        text: lifecycleText(m.alreadySubmitted),
      });
    } else {
      await dialogue({
        icon: 'error',
        title: lifecycleText(m.notSubmitted),
        text: lifecycleText(refusalText(app.service, answer) || m.submissionError),
      });
    }
    return { ok: false, errors };
  } catch {
    await dialogue({
      icon: 'error',
      title: submissionErrorTitle(),
      text: lifecycleText(m.submissionError),
    });
    return { ok: false, errors: [] };
  }
}

/**
 * Field errors from a refused save or submission (`Data.errors[{path, message}]`), each broken
 * rule worded from the form on screen (`service`, in the user's language).
 */
export function fieldErrors(data: unknown, service: LoadedService): DataError[] {
  if (!isRecord(data) || !Array.isArray(data.errors)) return [];
  const list = (data.errors as FieldErrorRecord[]).filter(
    (e) => isRecord(e) && typeof e.path === 'string',
  );
  return wordedFieldErrors({ errors: list }, service).map((e) => ({
    path: toPointer(e.path),
    keyword: 'server',
    message: String(e.message ?? ''),
  }));
}

/**
 * The Message of a refusal in the language on screen: a precondition the plot does not meet is
 * the definition's own text (`Data.Precondition` is its place in the list), read from the form on
 * screen; any other Message arrives translated by its code.
 */
function refusalText(service: LoadedService, answer: { Message: string; Data?: unknown }): string {
  const index = isRecord(answer.Data) ? answer.Data.Precondition : undefined;
  const own = typeof index === 'number' ? service.preconditions[index]?.message : undefined;
  return own ?? answer.Message;
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
