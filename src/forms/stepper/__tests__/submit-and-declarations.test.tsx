import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderStepper, sample, service, SLOW } from '../../__tests__/support';

const tle = service('TimeLimitExtensionService');

describe('submitting', SLOW, () => {
  it(
    'jumps to the first invalid step and focuses its first error',
    { timeout: 20000 },
    async () => {
      const answers = sample(tle);
      delete (answers.request as Record<string, unknown>).reason;
      delete (answers.declarations as Record<string, unknown>).resumption;
      const { user } = renderStepper(tle, { initialAnswers: answers, initialStep: 'review' });
      expect(
        screen.getByRole('heading', { level: 2, name: 'Review and submit' }),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Extension sought' }),
      ).toBeInTheDocument();
      const reason = screen.getByRole('textbox', { name: /Reason for the delay/ });
      await waitFor(() => expect(reason).toHaveFocus());
      await waitFor(() => expect(reason).toHaveAccessibleDescription(/This field is required/));
    },
  );
});

describe('submitting with a fact missing', SLOW, () => {
  it('jumps back to the step of facts, which says so beside the fact and focuses it', async () => {
    const answers = sample(tle);
    delete (answers.applicant as Record<string, unknown>).mobile;
    const { user } = renderStepper(tle, { initialAnswers: answers, initialStep: 'review' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: tle.steps[0]!.title }),
    ).toBeInTheDocument();
    const mobile = screen.getByLabelText('Mobile');
    await waitFor(() =>
      expect(mobile).toHaveAccessibleDescription(
        'This field is required (update your plot registration or profile)',
      ),
    );
    await waitFor(() => expect(mobile).toHaveFocus());
  });
});

describe('declarations', SLOW, () => {
  it('must each be ticked; the exact text and version are shown', async () => {
    const answers = sample(tle);
    delete answers.declarations;
    const { user } = renderStepper(tle, { initialAnswers: answers, initialStep: 'declarations' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(tle.declarations.length);
    for (const box of boxes) {
      await waitFor(() =>
        expect(box).toHaveAccessibleDescription('You must accept the Terms & Conditions'),
      );
    }
    const first = tle.declarations[0];
    // The checkbox is named by the exact statement; its version is recorded, not shown.
    expect(screen.getByRole('checkbox', { name: first?.text })).toBeInTheDocument();
    expect(screen.queryByText(/\(version \d+\)/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Declarations' })).toBeInTheDocument();

    for (const box of boxes) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Review and submit' }),
    ).toBeInTheDocument();
    const review = screen.getByRole('region', { name: 'Declarations' });
    expect(within(review).getAllByText('Accepted')).toHaveLength(tle.declarations.length);
  });
});
