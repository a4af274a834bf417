import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ok, renderStepper, sample, service, SLOW, stubFetch } from '../../__tests__/support';

vi.mock('sweetalert2', () => ({
  default: { fire: vi.fn(async () => ({ isConfirmed: true })), close: vi.fn() },
}));

const tree = service('TreeFellingRePlantationService');

beforeEach(() => {
  stubFetch((url) => {
    if (url.endsWith('/draft')) return ok({ SubmissionId: 'D-1', Status: 'Draft' });
    if (url.endsWith('/submit'))
      return ok({ SubmissionId: 'D-1', Status: 'Submitted', TentativeCost: 10000 });
    return [404, { IsSuccess: false, Message: 'not found', Data: null }];
  });
});
afterEach(() => vi.unstubAllGlobals());

// A button that is disabled while its action runs drops the focus to the page (<body>).
describe('the focus after an action', SLOW, () => {
  it('goes to the receipt after Submit', async () => {
    const { user } = renderStepper(tree, {
      mode: 'live',
      initialAnswers: sample(tree),
      initialStep: 'review',
    });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const title = await screen.findByText('Application submitted');
    await waitFor(() => expect(title.closest('[role="status"]')).toHaveFocus());
  });

  it('stays on Save as draft while it saves', async () => {
    const { user } = renderStepper(tree, {
      mode: 'live',
      initialAnswers: sample(tree),
      initialStep: 'reason',
    });
    // The server has not answered yet: the button says it is busy but keeps the focus (jsdom does
    // not move the focus off a disabled button, so the test asks that it is never disabled).
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    const save = screen.getByRole('button', { name: 'Save as draft' });
    await user.click(save);
    await screen.findByText('Saving…');
    expect(save).not.toBeDisabled();
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toHaveFocus();
  });
});
