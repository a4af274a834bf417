import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderStepper, sample, service, SLOW } from '../../__tests__/support';

describe('RadioWidget', SLOW, () => {
  it('names the radio group by its label, so its error is read with it', async () => {
    const s = service('TreeFellingRePlantationService');
    const answers = sample(s);
    answers.trees = [{}];
    const { user } = renderStepper(s, { initialAnswers: answers, initialStep: 'trees' });
    const group = screen.getByRole('radiogroup', { name: 'Action' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(group).toHaveAccessibleDescription(/This field is required/));
  });

  it('keeps a label the UI schema gives the group itself', () => {
    const s = service('TimeLimitExtensionService');
    renderStepper(s, { initialAnswers: sample(s), initialStep: 'status' });
    expect(screen.getByRole('radiogroup', { name: 'Has production started?' })).toBeInTheDocument();
  });
});
