import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { JsonObject } from '@/domain/catalog/json';
import { renderStepper, sample, service, SLOW } from '../../__tests__/support';

const drainage = service('DrainageConnectionService');

const total = () =>
  within(screen.getByRole('region', { name: 'Tentative cost' }))
    .getByText('Total')
    .closest('dt')?.nextElementSibling?.textContent;

describe('a choice', SLOW, () => {
  it('reaches the cost panel at once, not after the typing pause, so nothing moves under the next press', async () => {
    const answers = sample(drainage);
    const connection = { ...(answers.connection as JsonObject) };
    delete connection.pipeSize;
    answers.connection = connection;
    const { user } = renderStepper(drainage, {
      initialAnswers: answers,
      initialStep: 'connection',
    });
    const before = total();

    await user.click(screen.getByRole('radio', { name: '300 mm' }));
    // No waiting: a typed answer waits for a pause in the typing, a choice does not.
    expect(total()).not.toBe(before);
    expect(total()).toMatch(/^₹[\d,]+\.\d\d$/);
  });
});
