/**
 * The form to read an application on: the current one, or — when the application was last saved
 * on an older form — the one it was filed on, which the server keeps (GET …/definition). Reading
 * needs no validation, so the old form is only walked for titles, steps and labels.
 */
import { getApplicationDefinition, type ApplicationRecord } from '@/api/applications';
import { isRecord } from '@/domain/catalog/json';
import type { LoadedService } from '@/domain/catalog/types';
import { matches, type ConditionTest } from '@/domain/drafts/conditions';
import { withEngineUi } from '@/forms/catalog/engine-ui';
import { useService } from '@/forms/catalog/use-service';
import { useApi } from '@/lib/use-api';
import { useT } from '@/i18n/use-t';

/** Where loading the form to read stands; `filedVersion` is set when it is an older form. */
export type FiledForm =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; service: LoadedService; filedVersion?: number; conditions?: ConditionTest };

/**
 * Conditions of an older form: this build has validators only for its own forms' conditions (no
 * compiling in the browser), so one it does not know is left undecided and both its branches are
 * read; the answers a condition hid were cleared when the application was saved.
 */
const filedConditions: ConditionTest = (condition, data) => {
  try {
    return matches(condition, data);
  } catch {
    return undefined;
  }
};

/** The stored definition as a service to read, or null when it does not have a form's shape. */
function readableService(definition: unknown): LoadedService | null {
  if (!isRecord(definition) || !isRecord(definition.schema)) return null;
  if (!Array.isArray(definition.steps) || !Array.isArray(definition.declarations)) return null;
  if (!isRecord(definition.uiSchema) || !Array.isArray(definition.uploads)) return null;
  return withEngineUi(definition as unknown as LoadedService);
}

/** The form `record` is read on; the stored one is fetched only when the current one differs. */
export function useFiledForm(record: ApplicationRecord): FiledForm {
  const t = useT();
  const NOT_AVAILABLE = t('plots.view.formNotAvailable');
  const FILED_NOT_AVAILABLE = t('plots.view.filedFormNotAvailable');
  const current = useService(record.ServiceId);
  // The server says whether the stored form is the current one; a server that does not say is
  // answered by comparing version numbers.
  const outdated =
    Boolean(record.DefinitionHash) &&
    (record.DefinitionIsCurrent === false ||
      (record.DefinitionIsCurrent === undefined &&
        current.status === 'ready' &&
        current.service.version !== record.SchemaVersion));
  const { load: filed } = useApi(
    outdated ? record.SubmissionId : null,
    () => getApplicationDefinition(record.SubmissionId),
    FILED_NOT_AVAILABLE,
  );
  if (!outdated) {
    if (current.status === 'ready') return { status: 'ready', service: current.service };
    return current.status === 'loading' ? current : { status: 'error', message: NOT_AVAILABLE };
  }
  // The current form's validators (loaded with it) decide the conditions the two forms share.
  if (filed.status === 'error') return filed;
  if (filed.status === 'loading' || current.status === 'loading') return { status: 'loading' };
  const service = readableService(filed.data.Definition);
  if (!service) return { status: 'error', message: FILED_NOT_AVAILABLE };
  return {
    status: 'ready',
    service,
    filedVersion: filed.data.SchemaVersion,
    conditions: filedConditions,
  };
}
