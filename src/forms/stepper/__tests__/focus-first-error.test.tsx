import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderStepper, sample, service, SLOW } from '../../__tests__/support';

// RJSF names its first error in the schema's order; the applicant reads the page's.
describe('Next with errors', SLOW, () => {
  it('focuses the first invalid field on screen: the too-long description, not a later field', async () => {
    const plan = service('CombinedPlanApprovalService');
    const answers = sample(plan);
    answers.proposal = { proposalType: 'Addition / alteration', description: 'A'.repeat(1200) };
    const { user } = renderStepper(plan, { initialAnswers: answers, initialStep: 'proposal' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const description = screen.getByRole('textbox', { name: /Short description/ });
    await waitFor(() => expect(description).toHaveAccessibleDescription(/at most 1000/));
    await waitFor(() => expect(description).toHaveFocus());
  });

  it("focuses the first declaration left unticked, above the declarant's name", async () => {
    const tree = service('TreeFellingRePlantationService');
    const answers = sample(tree);
    delete answers.declarations;
    delete answers.declarant;
    const { user } = renderStepper(tree, { initialAnswers: answers, initialStep: 'declarations' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const first = screen.getAllByRole('checkbox')[0]!;
    await waitFor(() =>
      expect(first).toHaveAccessibleDescription('You must accept the Terms & Conditions'),
    );
    await waitFor(() => expect(first).toHaveFocus());
  });
});
