import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { JsonObject } from '@/domain/catalog/json';
import { renderStepper, sample, service, SLOW } from '../../__tests__/support';

const tree = service('TreeFellingRePlantationService');

async function choose(
  user: ReturnType<typeof renderStepper>['user'],
  label: RegExp,
  option: string,
) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('a conditional field', SLOW, () => {
  it('clears its answer when a condition hides it, and no longer blocks Next', async () => {
    const answers = sample(tree);
    answers.reason = { reason: 'Other', details: 'Lightning damaged the trunk' } as JsonObject;
    const { user } = renderStepper(tree, { initialAnswers: answers, initialStep: 'reason' });
    expect(screen.getByRole('textbox', { name: /Details/ })).toHaveValue(
      'Lightning damaged the trunk',
    );

    await choose(user, /Reason/, 'Dead or diseased');
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: /Details/ })).not.toBeInTheDocument(),
    );

    await choose(user, /Reason/, 'Other');
    const details = await screen.findByRole('textbox', { name: /Details/ });
    await waitFor(() => expect(details).toHaveValue(''));

    await choose(user, /Reason/, 'Dead or diseased');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Replantation' }),
    ).toBeInTheDocument();
  });
});
