/**
 * Types of the service definition files (services.catalog.json and each service's steps.json),
 * and of a service once loaded (references resolved, declarations and documents injected).
 */
import type { JSONSchema7 } from 'json-schema';
import type { JsonObject, JsonValue } from './json';

/** How a service is first sent: saved as a draft first, or submitted directly (spec §4). */
export type SubmitMode = 'draft' | 'direct';

/** A JSON Logic rule, as written in a steps file. */
export type JsonLogicRule = JsonValue;

/** A condition the applicant must meet before starting the service, with the 'why not' text. */
export type Precondition =
  | { type: 'approvedService'; services: string[]; message: string }
  | { type: 'plotRule'; rule: JsonLogicRule; message: string };

/** One entry of services.catalog.json: the index the portal reads without loading the service. */
export interface CatalogEntry {
  id: string;
  folder: string;
  title: string;
  description: string;
  serviceMasterId: number;
  submitMode: SubmitMode;
  version: number;
  preconditions?: Precondition[];
  cancellable?: boolean;
}

/** The parsed services.catalog.json. */
export interface CatalogFile {
  $schema?: string;
  services: CatalogEntry[];
}

/** One step of the stepper: its title and the top-level data properties it shows. */
export interface StepDefinition {
  id: string;
  title: string;
  description?: string;
  fields: string[];
  /** Show the tentative-cost panel on this step. */
  showFee?: boolean;
}

/** A declaration the applicant must accept; a new text needs a new version. */
export interface Declaration {
  id: string;
  text: string;
  version: number;
  source?: string;
}

/** One upload slot of the documents step, with its file rule. */
export interface UploadRule {
  key: string;
  label: string;
  description?: string;
  accept: string[];
  maxBytes: number;
  required: boolean;
  multiple?: boolean;
  maxFiles?: number;
}

/** One head of the tentative cost: a JSON Logic rule whose result is rupees. */
export interface FeeLine {
  id: string;
  label: string;
  rule: JsonLogicRule;
  note?: string;
}

/** The tentative-cost rule of a service: its lines and the rate keys they use (key → meaning). */
export interface FeeDefinition {
  lines: FeeLine[];
  rates: Record<string, string>;
  /** For analysts: provenance and research status ([assumed], PLACEHOLDER). Never shown to applicants. */
  note?: string;
  /** The applicant's plain-language note shown under the cost panel. */
  applicantNote?: string;
}

/** A cross-field rule checked on submission: `rule` must be truthy, else `message` at `path`. */
export interface CrossFieldCheck {
  id: string;
  path: string;
  rule: JsonLogicRule;
  message: string;
}

/** Sample answers for previews and tests, with the fee they must cost at the default rates. */
export interface ServiceSample {
  data: JsonObject;
  plot: JsonObject;
  expectedFee: number;
  expectedLines?: Record<string, number>;
  approvedServices?: string[];
}

/** The parsed steps.json of a service, references resolved and upload defaults applied. */
export interface StepsFile {
  $schema?: string;
  title: string;
  version: number;
  submitMode: SubmitMode;
  steps: StepDefinition[];
  declarations: Declaration[];
  uploads: UploadRule[];
  fee: FeeDefinition;
  preconditions?: Precondition[];
  checks?: CrossFieldCheck[];
  sample: ServiceSample;
}

/** An RJSF UI schema (resolved): field names map to nested UI schemas, 'ui:*' keys to options. */
export type UiSchema = { [key: string]: unknown };

/** A service ready for the stepper and the server: one self-contained definition. */
export interface LoadedService {
  entry: CatalogEntry;
  id: string;
  title: string;
  version: number;
  submitMode: SubmitMode;
  /** The data schema (draft-07) with `declarations` and `documents` injected, no `$ref` left. */
  schema: JSONSchema7;
  uiSchema: UiSchema;
  steps: StepDefinition[];
  declarations: Declaration[];
  uploads: UploadRule[];
  fee: FeeDefinition;
  preconditions: Precondition[];
  checks: CrossFieldCheck[];
  sample: ServiceSample;
  /** Default error messages by keyword ('format:email', 'required', …) from _shared/messages.json. */
  messages: Record<string, string>;
}
