import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type * as Loader from '../../theme/portal-form-loader';
import { renderStepper, sample, service, SLOW } from '../../__tests__/support';

// MUI's RJSF form comes after a form's first step; here the test holds it back, or fails it.
const gate = vi.hoisted(() => ({
  held: undefined as Promise<void> | undefined,
  release: () => undefined as void,
  failing: false,
}));
vi.mock('../../theme/portal-form-loader', async (original) => {
  const real = await original<typeof Loader>();
  return {
    loadedPortalForm: () => (gate.held || gate.failing ? undefined : real.loadedPortalForm()),
    loadPortalForm: () => {
      if (gate.failing)
        return Promise.reject(new Error('Failed to fetch dynamically imported module'));
      return gate.held ? gate.held.then(real.loadPortalForm) : real.loadPortalForm();
    },
  };
});

function holdRjsf() {
  gate.held = new Promise<void>((resolve) => {
    gate.release = () => {
      gate.held = undefined;
      resolve();
    };
  });
}

const tree = service('TreeFellingRePlantationService');
const panel = () => screen.getByRole('tabpanel');
const UNREACHABLE =
  'Part of this page could not be downloaded. Check your internet connection, then reload the page.';

describe('a step with fields opened before MUI’s form is in', SLOW, () => {
  // First: a failed download is not kept, so the next test loads the form afresh.
  it('shows the part’s notice in the step alone when the form cannot be downloaded', async () => {
    gate.failing = true;
    // React reports the error its boundary caught; the notice is what the user sees.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderStepper(tree, { initialAnswers: sample(tree), initialStep: 'reason' });
    expect(await within(panel()).findByText(UNREACHABLE)).toBeVisible();
    // The rest of the stepper stays: the step's title, the step list and the buttons.
    expect(screen.getByRole('heading', { level: 2, name: 'Reason' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toBeVisible();
    gate.failing = false;
    reported.mockRestore();
  });

  it('shows the loader in the step, then the step’s fields once the form is in', async () => {
    holdRjsf();
    renderStepper(tree, { initialAnswers: sample(tree), initialStep: 'reason' });
    expect(screen.getByRole('heading', { level: 2, name: 'Reason' })).toBeVisible();
    expect(within(panel()).getByRole('progressbar')).toBeInTheDocument();
    expect(within(panel()).queryByRole('textbox')).toBeNull();
    await act(async () => gate.release());
    expect(await within(panel()).findByRole('textbox')).toBeVisible();
    expect(within(panel()).queryByRole('progressbar')).toBeNull();
  });
});
