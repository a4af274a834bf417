import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { SweetAlertOptions } from 'sweetalert2';
import { ok, renderStepper, sample, service, SLOW, stubFetch } from '../../__tests__/support';

const fire = vi.fn();
vi.mock('sweetalert2', () => ({ default: { fire: (o: unknown) => fire(o), close: vi.fn() } }));
const shown = () => fire.mock.calls.map((c) => c[0] as SweetAlertOptions);

const sublet = service('SubLetteservice');
const tree = service('TreeFellingRePlantationService');
const fee = [{ id: 'subletCharge', label: 'Sub-letting charge', amount: 123456.5 }];

beforeEach(() => {
  fire.mockReset();
  fire.mockResolvedValue({ isConfirmed: true });
});
afterEach(() => vi.unstubAllGlobals());

function atReview(s = sublet, extra = {}) {
  return renderStepper(s, {
    mode: 'live',
    initialAnswers: sample(s),
    initialStep: 'review',
    ...extra,
  });
}

describe('submit', SLOW, () => {
  it('asks first, sends a direct service without a draft, and acknowledges with the server fee', async () => {
    const calls = stubFetch((url) =>
      url.endsWith('/api/applications/submit')
        ? ok({
            SubmissionId: 'S-42',
            Status: 'PaymentPending',
            TentativeCost: 123456.5,
            FeeLines: fee,
          })
        : [404, { IsSuccess: false, Message: 'not found', Data: null }],
    );
    const { user } = atReview();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Application submitted')).toBeInTheDocument();
    expect(shown()[0]).toMatchObject({
      title: 'Submit the application?',
      confirmButtonText: 'Yes, submit it',
    });
    expect(calls.map((c) => c.url)).toEqual(['/api/applications/submit']);
    expect(calls[0]?.body).toMatchObject({ ServiceId: sublet.id, SchemaVersion: 1, PlotId: 'P-1' });
    expect(calls[0]?.body).not.toHaveProperty('SubmissionId');
    expect(screen.getByText('S-42')).toBeInTheDocument();
    expect(screen.getAllByText('₹1,23,456.50')).toHaveLength(3); // the receipt, the line, the total
    expect(screen.getByText('Payment pending')).toBeInTheDocument();
    expect(screen.getByText(/\d\d-\d\d-\d{4}, \d\d:\d\d IST/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the plot summary' })).toHaveAttribute(
      'href',
      '/PlotService/plotDetails',
    );
  });

  it('saves a draft-first service before submitting it with its id', async () => {
    const calls = stubFetch((url) => {
      if (url.endsWith('/draft')) return ok({ SubmissionId: 'D-1', Status: 'Draft' });
      if (url.endsWith('/submit'))
        return ok({ SubmissionId: 'D-1', Status: 'Submitted', TentativeCost: 10000 });
      return [404, { IsSuccess: false, Message: 'not found', Data: null }];
    });
    const { user } = atReview(tree);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Application submitted')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual([
      '/api/applications/draft',
      '/api/applications/submit',
    ]);
    expect(calls[1]?.body).toMatchObject({ SubmissionId: 'D-1' });
    // Review is not a step the server knows: the draft records the last service step.
    expect(calls[0]?.body).toMatchObject({ CurrentStep: 'declarations' });
  });

  it('says so when the application was already submitted (409)', async () => {
    stubFetch(() => [
      409,
      {
        IsSuccess: false,
        Message: 'Your Application has been already submitted',
        Code: 'applications.alreadySubmitted',
        Data: null,
      },
    ]);
    const { user } = atReview();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(shown()).toHaveLength(2));
    expect(shown()[1]).toMatchObject({
      title: '⚠ Submission Error!',
      text: 'Your Application has been already submitted',
    });
    expect(screen.queryByText('Application submitted')).not.toBeInTheDocument();
  });

  it('shows the spec texts when the call fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const { user } = atReview();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(shown()).toHaveLength(2));
    expect(shown()[1]).toMatchObject({
      title: '⚠ Submission Error!',
      text: 'An error occurred while submitting the application.',
    });
  });

  it('opens the step the server found wrong', async () => {
    stubFetch(() => [
      400,
      {
        IsSuccess: false,
        Message: 'Application not valid',
        Data: {
          errors: [{ path: '/period/years', message: 'Sub-letting is allowed for up to 10 years' }],
        },
      },
    ]);
    const { user } = atReview();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Period and payment' }),
    ).toBeInTheDocument();
    expect(shown()[1]).toMatchObject({
      title: '⚠ Application not submitted.',
      text: 'Application not valid',
    });
    expect(
      await screen.findByText('Sub-letting is allowed for up to 10 years'),
    ).toBeInTheDocument();
  });
});
