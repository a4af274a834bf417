/**
 * How RJSF fills in a step's starting answers (its `experimental_defaultFormStateBehavior`), for
 * the RJSF form of a step with fields and the step of facts drawn without it alike.
 *
 * RJSF would fill an empty upload slot with {} and report its four inner fields, which have no
 * inputs; left absent, the slot itself is reported ('required') beside its upload button.
 * A select built from oneOf options starts empty: RJSF would otherwise preselect its first
 * option (a state, a district, an industrial area) and an unread default would be submitted.
 * A required yes/no question starts unanswered too: RJSF would answer it "No" for the applicant.
 * Only an explicit `default` in the schema gives a field a starting answer.
 */
import { DOCUMENTS } from '@/domain/catalog/inject';

const noChoice = { constAsDefaults: 'skipOneOf', requiredBooleanDefault: 'skip' } as const;
const uploads = { ...noChoice, emptyObjectFields: 'skipEmptyDefaults' } as const;

/** The default-filling rules of a step with these fields. */
export function defaultFormState(fields: readonly string[]) {
  return fields.includes(DOCUMENTS) ? uploads : noChoice;
}
