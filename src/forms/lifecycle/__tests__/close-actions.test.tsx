import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { SweetAlertOptions } from 'sweetalert2';
import { renderStepper, sample, service, SLOW, stubFetch } from '../../__tests__/support';

const fire = vi.fn();
vi.mock('sweetalert2', () => ({ default: { fire: (o: unknown) => fire(o), close: vi.fn() } }));
const shown = () => fire.mock.calls.map((c) => c[0] as SweetAlertOptions);

const sublet = service('SubLetteservice');

beforeEach(() => {
  fire.mockReset();
  fire.mockResolvedValue({ isConfirmed: true });
});
afterEach(() => vi.unstubAllGlobals());

describe('withdraw', SLOW, () => {
  it('asks first and shows the spec text when it fails', async () => {
    const calls = stubFetch((url) =>
      url.includes('WithDrawnApplication')
        ? [500, { IsSuccess: false, Message: 'boom', Data: null }]
        : [404, {}],
    );
    const { user } = renderStepper(sublet, {
      mode: 'live',
      initialAnswers: sample(sublet),
      status: 'Submitted',
      submissionId: 'S-7',
      initialStep: 'review',
    });
    await user.click(screen.getByRole('button', { name: 'Withdraw application' }));
    await waitFor(() => expect(shown()).toHaveLength(2));
    expect(calls[0]?.url).toBe('/ManageProfile/WithDrawnApplication?SubmissionId=S-7');
    expect(shown()[1]).toMatchObject({
      text: 'Failed to withdraw the application. Please try again later.',
    });
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });
});
