import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { LoadedService } from '@/domain/catalog/types';
import { ServiceStepper } from '../../service-form/service-stepper';
import { ok, rates, sample, service, SLOW, stubFetch } from '../../__tests__/support';
import { TYPING_PAUSE_MS } from '../../templates/use-typing-buffer';

const tle = service('TimeLimitExtensionService');

async function wait(ms: number) {
  for (let left = ms; left > 0; left -= 100) {
    await act(() => vi.advanceTimersByTimeAsync(Math.min(100, left)));
  }
}

/** A new application (no id yet); `definition` is what the page passes (a new one per language). */
function open(onSubmissionId: (id: string) => void) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  const stepper = (definition: LoadedService) => (
    <MemoryRouter>
      <ServiceStepper
        service={definition}
        mode="live"
        plotId="PUN-BHO-A12"
        plotFacts={tle.sample.plot}
        rates={rates}
        status="New"
        initialAnswers={sample(tle)}
        initialStep="status"
        onSubmissionId={onSubmissionId}
      />
    </MemoryRouter>
  );
  const view = render(stepper(tle));
  return { user, view, switchLanguage: () => view.rerender(stepper({ ...tle })) };
}

let saves: unknown[] = [];
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  saves = [];
  stubFetch((url, init) => {
    if (url.endsWith('/api/applications/draft')) {
      saves.push(JSON.parse(String(init?.body)));
      return ok({ SubmissionId: 'S-9', Status: 'Draft' });
    }
    return [404, { IsSuccess: false, Message: 'not found', Data: null }];
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the save that creates the draft', SLOW, () => {
  it('hands its id to the page when the language changed before the autosave', async () => {
    const onSubmissionId = vi.fn();
    const { user, switchLanguage } = open(onSubmissionId);
    await user.type(screen.getByRole('textbox', { name: /Building plan approval no/ }), 'Q');
    await wait(TYPING_PAUSE_MS + 250);
    expect(saves).toHaveLength(0);
    switchLanguage(); // the view is drawn afresh in the new language: its "leave" save runs
    await wait(300);
    expect(saves).toHaveLength(1);
    expect(saves[0]).not.toHaveProperty('SubmissionId');
    expect(onSubmissionId).toHaveBeenCalledWith('S-9');
  });

  it('does not hand it to a page the applicant has left', async () => {
    const onSubmissionId = vi.fn();
    const { user, view } = open(onSubmissionId);
    await user.type(screen.getByRole('textbox', { name: /Building plan approval no/ }), 'Q');
    await wait(TYPING_PAUSE_MS + 250);
    view.unmount();
    await wait(300);
    expect(saves).toHaveLength(1);
    expect(onSubmissionId).not.toHaveBeenCalled();
  });
});
