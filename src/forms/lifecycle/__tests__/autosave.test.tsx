import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ServiceStepper } from '../../stepper/service-stepper';
import { ok, rates, sample, service, SLOW, stubFetch } from '../../__tests__/support';
import { TYPING_PAUSE_MS } from '../../templates/use-typing-buffer';
import { AUTOSAVE_DELAY_MS } from '../use-draft-saving';
import { BEFORE_IDLE_LOGOUT_EVENT, dispatchBeforeIdleLogout } from '@/lib/idle-logout-events';

const tle = service('TimeLimitExtensionService');

/** Lets fake time pass in small steps, so React renders and runs effects in between (as it would). */
async function wait(ms: number) {
  for (let left = ms; left > 0; left -= 100) {
    await act(() => vi.advanceTimersByTimeAsync(Math.min(100, left)));
  }
}

function open() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  const view = render(
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
        initialStep="status"
      />
    </MemoryRouter>,
  );
  return Object.assign(user, { unmount: view.unmount });
}

let saves: unknown[] = [];
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  saves = [];
  stubFetch((url, init) => {
    if (url.endsWith('/api/applications/draft')) {
      saves.push(JSON.parse(String(init?.body)));
      return ok({ SubmissionId: 'S-1', Status: 'Draft' });
    }
    return [404, { IsSuccess: false, Message: 'not found', Data: null }];
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('autosave', SLOW, () => {
  it('saves once, a few seconds after the last change, and says when', async () => {
    const user = open();
    const field = screen.getByRole('textbox', { name: /Building plan approval no/ });
    await user.type(field, '-A');
    await wait(AUTOSAVE_DELAY_MS - 500);
    await user.type(field, 'B');
    await wait(AUTOSAVE_DELAY_MS - 500);
    expect(saves).toHaveLength(0);
    await wait(1500);
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({
      SubmissionId: 'S-1',
      CurrentStep: 'status',
      Data: { status: { planApprovalNo: 'BPAMS/PUN/2021/4471-AB' } },
    });
    expect(await screen.findByText(/^Saved at \d\d:\d\d$/)).toBeInTheDocument();
    await wait(AUTOSAVE_DELAY_MS * 3);
    expect(saves).toHaveLength(1);
  });

  it('saves before an idle logout, and the shell can wait for it', async () => {
    const user = open();
    await user.type(screen.getByRole('textbox', { name: /Building plan approval no/ }), 'Z');
    // The typed text reaches the form once typing pauses; a loaded machine needs a little more.
    await wait(TYPING_PAUSE_MS + 250);
    await act(() => dispatchBeforeIdleLogout(2000));
    expect(saves).toHaveLength(1);
    expect(BEFORE_IDLE_LOGOUT_EVENT).toBe('portal:before-idle-logout');
  });
});

describe('leaving the form', SLOW, () => {
  it('saves the answers typed since the last save at once, without waiting for the autosave', async () => {
    const user = open();
    await user.type(screen.getByRole('textbox', { name: /Building plan approval no/ }), 'Q');
    await wait(300);
    expect(saves).toHaveLength(0);
    user.unmount();
    await wait(100);
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({
      SubmissionId: 'S-1',
      CurrentStep: 'status',
      Data: { status: { planApprovalNo: 'BPAMS/PUN/2021/4471Q' } },
    });
  });

  it('records the step the applicant moved on to, even with no new answers', async () => {
    const user = open();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Extension sought' }),
    ).toBeVisible();
    user.unmount();
    await wait(100);
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ SubmissionId: 'S-1', CurrentStep: 'request' });
  });

  it('saves nothing when nothing changed', async () => {
    const user = open();
    await wait(300);
    user.unmount();
    await wait(100);
    expect(saves).toHaveLength(0);
  });
});

describe('dispatchBeforeIdleLogout', () => {
  it('gives up waiting after the limit', async () => {
    const stop = () => window.removeEventListener(BEFORE_IDLE_LOGOUT_EVENT, listener);
    const listener = (e: Event) =>
      (e as CustomEvent<{ waitUntil: (p: Promise<unknown>) => void }>).detail.waitUntil(
        new Promise(() => undefined),
      );
    window.addEventListener(BEFORE_IDLE_LOGOUT_EVENT, listener);
    const done = dispatchBeforeIdleLogout(1000);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(done).resolves.toBeUndefined();
    stop();
  });
});
