import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-with-providers';
import { SLOW } from '@/forms/__tests__/support';
import { DemoPage } from '../demo-page';

afterEach(() => vi.unstubAllGlobals());

describe('/demo', SLOW, () => {
  it('renders a service with its sample, its cost at the default rates, and no network', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderWithProviders(<DemoPage />, { route: '/demo?service=TreeFellingRePlantationService' });
    expect(
      screen.getByText(/nothing entered, uploaded or submitted on this page is saved or sent/),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(/The sample answers pass the service’s validation/),
    ).toHaveTextContent('At the default rates it costs ₹10,000.00, as the sample expects.');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Applicant and plot' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Asha Kulkarni')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('opens the step named in the URL, e.g. the review with the cost', async () => {
    renderWithProviders(<DemoPage />, {
      route: '/demo?service=TreeFellingRePlantationService&step=review',
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Review and submit' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('₹10,000.00');
  });

  it('re-renders at once from edited JSON and shows parse errors (development)', async () => {
    renderWithProviders(<DemoPage />, { route: '/demo?service=TreeFellingRePlantationService' });
    const steps = await screen.findByLabelText('schemas/tree-felling/steps.json');
    const text = (steps as HTMLTextAreaElement).value;
    fireEvent.change(steps, { target: { value: '{ "title": ' } });
    expect(await screen.findByText(/Not valid JSON/)).toBeInTheDocument();
    fireEvent.change(steps, {
      target: {
        value: text.replace('"title": "Applicant and plot"', '"title": "Who is applying"'),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Who is applying' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Not valid JSON/)).not.toBeInTheDocument());
  });

  it('explains a broken definition instead of a blank screen', async () => {
    renderWithProviders(<DemoPage />, { route: '/demo?service=TreeFellingRePlantationService' });
    const schema = await screen.findByLabelText('schemas/tree-felling/schema.json');
    const text = (schema as HTMLTextAreaElement).value;
    fireEvent.change(schema, {
      target: {
        value: text.replace(
          '"../_shared/applicant.json#/definitions/applicant"',
          '"../_shared/missing.json#/x"',
        ),
      },
    });
    expect(await screen.findByText('This definition cannot be rendered')).toBeInTheDocument();
    expect(screen.getByText(/missing\.json not found/)).toBeInTheDocument();
  });

  it('shows a long service title and id in full in the picker, wrapped rather than cut', async () => {
    renderWithProviders(<DemoPage />, { route: '/demo?service=TreeFellingRePlantationService' });
    const picker = await screen.findByRole('combobox', { name: 'Service' });
    expect(picker).toHaveTextContent(/\(TreeFellingRePlantationService\)$/);
    expect(getComputedStyle(picker).whiteSpace).toBe('normal');
  });
});
