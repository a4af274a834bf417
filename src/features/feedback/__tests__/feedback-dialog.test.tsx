import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { sendFeedback } from '@/api/feedback';
import { sessionAtom } from '@/state/session';
import { renderWithProviders } from '@/testing/render-with-providers';
import { toast } from '@/ui/alerts';
import { FeedbackDialog } from '../feedback-dialog';

vi.mock('@/api/feedback', () => ({ sendFeedback: vi.fn() }));
vi.mock('@/ui/alerts', () => ({ toast: vi.fn(async () => {}) }));

const send = vi.mocked(sendFeedback);

function setup() {
  const store = createStore();
  store.set(sessionAtom, { UserId: '7', role: 1, userData: {}, companyInfo: {} });
  const onClose = vi.fn();
  const view = renderWithProviders(<FeedbackDialog open onClose={onClose} />, {
    store,
    route: '/documents',
  });
  return { ...view, onClose };
}

async function fill(user: ReturnType<typeof setup>['user']) {
  await user.click(screen.getByRole('combobox', { name: /About/ }));
  await user.click(screen.getByRole('option', { name: 'Service forms' }));
  // A plain click: jsdom has no layout, so MUI's hover position would be NaN.
  fireEvent.click(screen.getByRole('radio', { name: '4 of 5: Good' }));
  await user.click(screen.getByRole('textbox', { name: /Your feedback/ }));
  await user.paste('Clear forms.');
}

beforeEach(() => vi.clearAllMocks());

// MUI's select and dialog are slow under jsdom.
describe('feedback dialog', { timeout: 15_000 }, () => {
  it('asks for the category, the rating and a message before sending', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByText('Choose what your feedback is about')).toBeInTheDocument();
    expect(screen.getByText('Choose a rating from 1 to 5')).toBeInTheDocument();
    expect(screen.getByText('Please write your feedback')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends, thanks the user with a toast and closes', async () => {
    send.mockResolvedValue({ IsSuccess: true, Message: 'ok', Data: { FeedbackId: 1 } });
    const { user, onClose } = setup();
    await fill(user);
    expect(screen.getByText('1988 characters left')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(send).toHaveBeenCalledWith({
      Category: 'Service forms',
      Rating: 4,
      Message: 'Clear forms.',
      Page: '/documents',
    });
    expect(onClose).toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ icon: 'success', text: 'Thank you for your feedback' }),
    );
  });

  it('keeps everything typed when sending fails', async () => {
    send.mockRejectedValue(new Error('network'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, onClose } = setup();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be sent');
    expect(screen.getByRole('textbox', { name: /Your feedback/ })).toHaveValue('Clear forms.');
    expect(onClose).not.toHaveBeenCalled();
  });
});
