import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { getFaq } from '@/api/documents';
import { activateLanguage } from '@/i18n/i18n';
import { renderWithProviders } from '@/testing/render-with-providers';
import { FaqPage } from '../faq-page';
import { helpdeskLink } from '../helpdesk';

vi.mock('@/api/documents', () => ({ getFaq: vi.fn() }));

const faqs = [
  { id: 'a', category: 'Signing in', question: 'How do I sign in?', answer: ['Use your e-mail.'] },
  {
    id: 'b',
    category: 'Payments and fees',
    question: 'My payment shows Pending?',
    answer: ['Do not pay again.', 'Check later.'],
  },
];

beforeEach(() => {
  vi.mocked(getFaq).mockResolvedValue({ IsSuccess: true, Message: '', Data: faqs });
});

describe('FAQ page', () => {
  it('groups questions under category headings, answers collapsed', async () => {
    renderWithProviders(<FaqPage />);
    expect(await screen.findByRole('heading', { name: 'Payments and fees' })).toBeInTheDocument();
    const question = screen.getByRole('button', { name: 'How do I sign in?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('expands an answer from the keyboard', async () => {
    const { user } = renderWithProviders(<FaqPage />);
    const question = await screen.findByRole('button', { name: 'My payment shows Pending?' });
    question.focus();
    await user.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'My payment shows Pending?' })).toHaveTextContent(
      'Do not pay again.',
    );
  });

  it('filters by words in questions and answers, and says how many match', async () => {
    const { user } = renderWithProviders(<FaqPage />);
    await user.type(await screen.findByLabelText('Search the FAQ'), 'pay again');
    expect(screen.getByText('1 of 2 questions match')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'How do I sign in?' })).toBeNull();
    await user.clear(screen.getByLabelText('Search the FAQ'));
    await user.type(screen.getByLabelText('Search the FAQ'), 'zebra');
    expect(screen.getByText(/No question matches/)).toBeInTheDocument();
  });

  it('offers a retry when loading fails', async () => {
    vi.mocked(getFaq).mockRejectedValueOnce(new Error('down'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderWithProviders(<FaqPage />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Signing in' })).toBeInTheDocument();
  });
});

describe('FAQ in the language on screen (issue 20)', () => {
  afterEach(() => activateLanguage('en'));

  it('asks the server in the language on screen, and again when it changes', async () => {
    const marathi = [{ ...faqs[0]!, question: 'पोर्टलवर साइन इन कसे करावे?' }];
    const hindi = [{ ...faqs[0]!, question: 'पोर्टल पर साइन इन कैसे करें?' }];
    vi.mocked(getFaq).mockImplementation((language) =>
      Promise.resolve({
        IsSuccess: true,
        Message: '',
        Data: language === 'mr' ? marathi : language === 'hi' ? hindi : faqs,
      }),
    );
    await activateLanguage('mr');
    renderWithProviders(<FaqPage />);
    expect(
      await screen.findByRole('button', { name: 'पोर्टलवर साइन इन कसे करावे?' }),
    ).toBeInTheDocument();
    expect(getFaq).toHaveBeenLastCalledWith('mr');
    await act(() => activateLanguage('hi'));
    expect(
      await screen.findByRole('button', { name: 'पोर्टल पर साइन इन कैसे करें?' }),
    ).toBeInTheDocument();
    expect(getFaq).toHaveBeenLastCalledWith('hi');
  });
});

describe('helpdeskLink', () => {
  it('treats portal paths as routes and only safe schemes as links', () => {
    expect(helpdeskLink('/FAQPage')).toEqual({ kind: 'route', to: '/FAQPage' });
    expect(helpdeskLink('mailto:help@example.test')).toEqual({
      kind: 'external',
      href: 'mailto:help@example.test',
    });
    expect(helpdeskLink('javascript:alert(1)')).toBeNull();
    expect(helpdeskLink('//evil.example')).toBeNull();
    expect(helpdeskLink('')).toBeNull();
  });
});
