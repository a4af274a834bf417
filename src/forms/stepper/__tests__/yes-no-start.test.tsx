import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { REVIEW_STEP } from '../step-list';
import { renderStepper, sample, service, SLOW } from '../../__tests__/support';

/** The time-limit extension's status step without its two required yes/no answers. */
function unansweredStatus() {
  const s = service('TimeLimitExtensionService');
  const answers = sample(s);
  const status = answers.status as Record<string, unknown>;
  delete status.productionStarted;
  delete status.partBccObtained;
  return { s, answers };
}

describe('A required yes/no question', SLOW, () => {
  it('starts with neither Yes nor No chosen, and cannot be passed unanswered', async () => {
    const { s, answers } = unansweredStatus();
    const { user } = renderStepper(s, { initialAnswers: answers, initialStep: 'status' });
    const group = screen.getByRole('radiogroup', { name: 'Has production started?' });
    expect(within(group).getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    expect(within(group).getByRole('radio', { name: 'No' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(group).toHaveAccessibleDescription(/This field is required/));
    expect(screen.getByRole('heading', { level: 2, name: 'Current status' })).toBeInTheDocument();
  });

  it('reads "Not given" on the Review step while unanswered, and "No" only when answered No', async () => {
    const { s, answers } = unansweredStatus();
    (answers.status as Record<string, unknown>).productionStarted = false;
    renderStepper(s, { initialAnswers: answers, initialStep: REVIEW_STEP });
    await screen.findByRole('heading', { name: 'Review and submit' });
    // A Review row is a <dt> (the question) followed by its <dd> (the answer).
    const rowOf = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(rowOf('Has production started?')).toBe('No');
    const bcc = 'Has a BCC been issued for a built-up area below 40 % of the permissible FSI?';
    expect(rowOf(bcc)).toBe('Not given');
  });
});
