/**
 * Why a fee could not be worked out, told to the right person: an answer the rule reads is empty
 * (the applicant can fill it in, at that field), or the plot's master record lacks a fact (only the
 * regional office can fix it). `missing` holds the rule's inputs as evaluate.ts names them.
 */

/** One submission error: a JSON pointer into the answers ('' for the whole form), and why. */
export interface MissingInputError {
  path: string;
  message: string;
}

/** The errors to show for the fee inputs a submission lacks. */
export function missingFeeInputErrors(missing: readonly string[]): MissingInputError[] {
  const answers = missing.filter((m) => m.startsWith('data.'));
  const facts = missing.filter((m) => !m.startsWith('data.')).map((m) => m.replace(/^plot\./, ''));
  const errors = answers.map((m) => ({
    path: `/${m.slice('data.'.length).split('.').join('/')}`,
    message: 'The fee cannot be worked out without this answer',
  }));
  if (facts.length > 0) {
    errors.push({
      path: '',
      message: `The fee cannot be worked out: the plot record lacks ${facts.join(', ')}. Please contact the regional office.`,
    });
  }
  return errors;
}
