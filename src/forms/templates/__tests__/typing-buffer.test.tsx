import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderStepper, sample, service, SLOW } from '../../__tests__/support';
import { TYPING_PAUSE_MS } from '../use-typing-buffer';

const tle = service('TimeLimitExtensionService');

/** The stepper on a text step; time moves only when the test says so. */
function open() {
  renderStepper(tle, { initialAnswers: sample(tle), initialStep: 'status' });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  const field = screen.getByRole('textbox', { name: /Building plan approval no/ });
  return { user, field };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('typing into a text box', SLOW, () => {
  it('shows each key at once and hands the text to the form after a pause', async () => {
    const { user, field } = open();
    await user.clear(field);
    // The box shows what was typed; the form (and so its validation) has not had it yet.
    expect(field).toHaveValue('');
    expect(field).not.toHaveAccessibleDescription(/This field is required/);
    await act(() => vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS));
    expect(field).toHaveAccessibleDescription(/This field is required/);
    await user.type(field, 'BP-1');
    expect(field).toHaveValue('BP-1');
    await act(() => vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS));
    expect(field).not.toHaveAccessibleDescription(/This field is required/);
    expect(field).toHaveValue('BP-1');
  });

  it('hands the text over at once when the box loses focus', async () => {
    const { user, field } = open();
    await user.clear(field);
    await user.tab();
    expect(field).toHaveAccessibleDescription(/This field is required/);
  });

  it('shows a value the form sets itself (a cleared hidden answer, a resumed value)', async () => {
    const { user, field } = open();
    await user.type(field, '-X');
    await act(() => vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS));
    expect(field).toHaveValue('BPAMS/PUN/2021/4471-X');
    // Back and forth through the steps: the step form is mounted again from the answers.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('textbox', { name: /Building plan approval no/ })).toHaveValue(
      'BPAMS/PUN/2021/4471-X',
    );
  });
});
