import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ServiceStepper } from '../../service-form/service-stepper';
import { ok, rates, renderStepper, sample, service, SLOW } from '../../__tests__/support';

const tle = service('TimeLimitExtensionService');

afterEach(() => vi.unstubAllGlobals());

describe('the step navigation (plain buttons in MUI Button look)', SLOW, () => {
  it('keeps Back disabled and out of the Tab order on the first step, as MUI did', async () => {
    const { user } = renderStepper(tle, { initialAnswers: sample(tle) });
    const back = screen.getByRole('button', { name: 'Back' });
    expect(back).toBeDisabled();
    expect(back).toHaveAttribute('tabindex', '-1');
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toHaveAttribute('type', 'button');
    await user.click(next);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Back' })).toHaveAttribute('tabindex', '0');
  });

  it('marks Save as draft busy (aria-disabled, keeping the focus) while a save is under way, and says so in the status line', async () => {
    let answer: (() => void) | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        if (!String(input).endsWith('/api/applications/draft')) {
          return new Response('{"IsSuccess":false,"Message":"not found","Data":null}', {
            status: 404,
          });
        }
        await new Promise<void>((resolve) => (answer = resolve));
        return new Response(JSON.stringify(ok({ SubmissionId: 'S-1', Status: 'Draft' })), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <ServiceStepper
          service={tle}
          mode="live"
          plotId="PUN-BHO-A12"
          plotFacts={tle.sample.plot}
          rates={rates}
          status="Draft"
          submissionId="S-1"
          initialAnswers={sample(tle)}
        />
      </MemoryRouter>,
    );
    const save = screen.getByRole('button', { name: 'Save as draft' });
    await user.click(save);
    // aria-disabled, not disabled: a disabled button would drop the focus to the page.
    await waitFor(() => expect(save).toHaveAttribute('aria-disabled', 'true'));
    expect(save).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Saving…');
    await waitFor(() => expect(answer).toBeDefined());
    answer?.();
    await waitFor(() => expect(save).not.toHaveAttribute('aria-disabled'));
    expect(screen.getByRole('status')).toHaveTextContent(/^Saved at \d\d:\d\d$/);
  });
});
