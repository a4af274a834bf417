import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { JsonObject } from '@/domain/catalog/json';
import type * as Precompiled from '../../validation/precompiled';
import { ok, renderStepper, sample, service, SLOW, stubFetch } from '../../__tests__/support';

// A service page renders its stepper before the domain validators are in (precompiled.ts); here
// the test holds them back until `release`, to press the buttons in that gap.
const gate = vi.hoisted(() => ({
  pending: undefined as Promise<void> | undefined,
  release: () => undefined as void,
}));
vi.mock('../../validation/precompiled', async (original) => ({
  ...(await original<typeof Precompiled>()),
  domainValidatorsPending: () => gate.pending,
}));

function holdDomainValidators() {
  gate.pending = new Promise<void>((resolve) => {
    gate.release = () => {
      gate.pending = undefined;
      resolve();
    };
  });
}
const release = () => act(async () => gate.release());

afterEach(() => {
  gate.pending = undefined;
  vi.unstubAllGlobals();
});

const tree = service('TreeFellingRePlantationService');
const UNREACHABLE =
  'Part of this page could not be downloaded. Check your internet connection, then reload the page.';
const stepHeading = () => document.getElementById('step-title')?.textContent;

describe('a press before the domain validators are in', SLOW, () => {
  it('Next waits for them, then checks the step and moves on', async () => {
    holdDomainValidators();
    const { user } = renderStepper(tree, { initialAnswers: sample(tree), initialStep: 'reason' });
    const shown = stepHeading();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepHeading()).toBe(shown);
    await release();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Replantation' }),
    ).toBeInTheDocument();
    // The second press, made while the first waited, did not move a step further unchecked.
    expect(stepHeading()).toBe('Replantation');
  });

  it('Next says so when they cannot be downloaded, and the next press tries again', async () => {
    gate.pending = Promise.reject(new Error('Failed to fetch dynamically imported module'));
    gate.pending.catch(() => undefined);
    const { user } = renderStepper(tree, { initialAnswers: sample(tree), initialStep: 'reason' });
    const shown = stepHeading();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // Said in the status line by the buttons, which screen readers announce.
    expect(await screen.findByText(UNREACHABLE)).toHaveAttribute('role', 'status');
    expect(stepHeading()).toBe(shown);
    // The connection is back: the press downloads them and moves, and the message goes.
    gate.pending = undefined;
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Replantation' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(UNREACHABLE)).not.toBeInTheDocument();
  });

  it('Next on a step with a missing answer shows its error once they are in', async () => {
    holdDomainValidators();
    const answers = sample(tree);
    answers.reason = { reason: 'Other' } as JsonObject;
    const { user } = renderStepper(tree, { initialAnswers: answers, initialStep: 'reason' });
    const shown = stepHeading();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await release();
    const details = screen.getByRole('textbox', { name: /Details/ });
    await waitFor(() => expect(details).toHaveAttribute('aria-invalid', 'true'));
    expect(stepHeading()).toBe(shown);
  });

  it('a choice that hides an answer clears it once they are in', async () => {
    holdDomainValidators();
    const answers = sample(tree);
    answers.reason = { reason: 'Other', details: 'Lightning damaged the trunk' } as JsonObject;
    const { user } = renderStepper(tree, { initialAnswers: answers, initialStep: 'reason' });
    await user.click(screen.getByRole('combobox', { name: /Reason/ }));
    await user.click(await screen.findByRole('option', { name: 'Dead or diseased' }));
    await release();
    await user.click(screen.getByRole('combobox', { name: /Reason/ }));
    await user.click(await screen.findByRole('option', { name: 'Other' }));
    expect(await screen.findByRole('textbox', { name: /Details/ })).toHaveValue('');
  });

  it('Save waits for them, then saves what was typed', async () => {
    const tle = service('TimeLimitExtensionService');
    const saves: unknown[] = [];
    stubFetch((url, init) => {
      if (url.endsWith('/api/applications/draft')) {
        saves.push(JSON.parse(String(init?.body)));
        return ok({ SubmissionId: 'S-1', Status: 'Draft', Version: 2 });
      }
      return [404, { IsSuccess: false, Message: 'not found', Data: null }];
    });
    holdDomainValidators();
    const { user } = renderStepper(tle, {
      mode: 'live',
      plotId: 'PUN-BHO-A12',
      status: 'Draft',
      submissionId: 'S-1',
      version: 1,
      initialAnswers: sample(tle),
      initialStep: 'status',
    });
    await user.type(screen.getByRole('textbox', { name: /Building plan approval no/ }), '-A');
    await user.click(screen.getByRole('button', { name: /^Save/ }));
    expect(saves).toHaveLength(0);
    await release();
    await vi.waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({
      SubmissionId: 'S-1',
      CurrentStep: 'status',
      Data: { status: { planApprovalNo: 'BPAMS/PUN/2021/4471-A' } },
    });
  });
});
