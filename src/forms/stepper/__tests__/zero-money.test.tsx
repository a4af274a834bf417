import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderStepper, sample, service, SLOW } from '../../__tests__/support';

const itHardware = service('ITHardware');

describe('a money field', SLOW, () => {
  it(
    'takes a typed 0 (Land: "Enter 0 if the premises are rented")',
    { timeout: 20000 },
    async () => {
      const answers = sample(itHardware);
      delete (answers.investment as Record<string, unknown>).land;
      const { user } = renderStepper(itHardware, {
        initialAnswers: answers,
        initialStep: 'investment',
      });
      await user.type(screen.getByRole('spinbutton', { name: 'Land (₹)' }), '0');
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Products' }),
      ).toBeInTheDocument();
    },
  );
});
