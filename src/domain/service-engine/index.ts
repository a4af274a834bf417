/**
 * The schema-driven service engine's public surface, shared by the stepper (browser) and the
 * server: load a service from schema files, validate drafts and submissions, evaluate the fee,
 * run the application lifecycle and migrate drafts. Browser-safe: the Node file reader lives in
 * catalog/read-schema-files.ts and is imported directly by server code.
 */
export { filesFromGlob, type SchemaFiles } from '../catalog/files';
export { CatalogError, formatIssue, type Issue } from '../catalog/issues';
export { CATALOG_FILE, findService, loadCatalog } from '../catalog/load-catalog';
export { loadService, serviceFilePaths, tryLoadService } from '../catalog/load-service';
export { DECLARATIONS, DOCUMENTS, formatBytes, mimeLabel, type FileRef } from '../catalog/inject';
export { unmetPreconditions, type PreconditionContext } from '../applications/preconditions';
export { plotFactsFromState, prefillAnswers, type PlotStateLike } from '../catalog/prefill';
export {
  BACK_OFFICE_FACTS,
  backOfficeFactsSchema,
  plotFactsSchema,
  plotFieldNames,
  sharedFiles,
} from '../catalog/shared';
export { stepForm, stepOfPath, type StepForm } from '../catalog/step-schema';
export type * from '../catalog/types';
export { findUpload, uploadProblem } from '../catalog/uploads';
export { fieldLabel } from '../drafts/field-label';
export { clearHiddenFields, type ClearedField } from '../drafts/hidden-fields';
export {
  declarationVersions,
  migrateDraft,
  type DraftMigration,
  type MigrationIssue,
  type SetAsideRecord,
  type StoredDraft,
} from '../drafts/migrate';
export {
  evaluateAmount,
  evaluateFee,
  evaluateRule,
  FeeRuleError,
  type FeeInputs,
  type FeeLineResult,
  type FeeResult,
} from '../fees/evaluate';
export { inspectRule, type RuleInputs, type RuleInspection } from '../fees/inspect-rule';
export {
  defaultRates,
  RATES_FILE,
  rateDefinitions,
  type RateDefinition,
  type Rates,
} from '../fees/rates';
export { missingFeeInputErrors } from '../fees/missing-inputs';
export { toPaise } from '../fees/rounding';
export { runChecks, type CheckFailure } from '../validation/checks';
export { fromAjvError, fromRjsfError, messageFor, type ErrorLike } from '../validation/messages';
export {
  splitDraftErrors,
  validateData,
  type DataError,
  type DataValidation,
  type ValidationMode,
} from '../validation/validate-data';
export { applicationActions, actionRules, type ApplicationAction } from '../applications/actions';
export { partyOf, type Actor, type Party } from '../applications/actors';
export { lifecycleMessages } from '../applications/messages';
export {
  applicationStates,
  editableStates,
  isApplicationState,
  stateLabels,
  type ApplicationState,
} from '../applications/states';
export {
  availableActions,
  transition,
  type RefusalCode,
  type ServiceRules,
  type TransitionResult,
} from '../applications/transition';
export { checkProject, passes } from '../checker/check-project';
