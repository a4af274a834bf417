import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { rates, SLOW, ok, stubFetch } from '@/forms/__tests__/support';
import { page, plotDetails, tree } from './support';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('raising a service request', SLOW, () => {
  it('offers the plots when none is selected, then prefills the applicant from the plot', async () => {
    stubFetch((url) => {
      if (url.endsWith('/api/plots'))
        return ok([{ PlotID: 'NGP-BUT-C7', PlotName: 'C-7', IndustrialAreaName: 'Butibori' }]);
      if (url.includes('/api/plots/NGP-BUT-C7')) return ok(plotDetails);
      if (url.endsWith('/api/rates')) return ok(rates);
      return [404, { IsSuccess: false, Message: 'not found', Data: null }];
    });
    const { user } = page('/PlotService/raiseServiceRequest/TreeFellingRePlantationService');
    await user.click(await screen.findByRole('button', { name: /C-7 \(NGP-BUT-C7\)/ }));
    expect(await screen.findByText('Ravi Deshmukh')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Plot in use' })).toHaveTextContent(
      'Plot C-7 · Butibori · ID NGP-BUT-C7',
    );
    expect(sessionStorage.getItem('selectedPlot')).toBe('"NGP-BUT-C7"');
    expect(screen.getByRole('button', { name: 'Save as draft' })).toBeInTheDocument();
  });

  it('saves a draft and shows when', async () => {
    sessionStorage.setItem('selectedPlot', '"NGP-BUT-C7"');
    const calls = stubFetch((url, init) => {
      if (url.includes('/api/plots/NGP-BUT-C7')) return ok(plotDetails);
      if (url.endsWith('/api/rates')) return ok(rates);
      if (url.endsWith('/api/applications/draft') && init?.method === 'POST') {
        return ok({
          SubmissionId: 'S-9',
          Status: 'Draft',
          TentativeCost: null,
          UpdatedDate: '2025-01-01',
        });
      }
      return [404, { IsSuccess: false, Message: 'not found', Data: null }];
    });
    const { user } = page('/PlotService/raiseServiceRequest/TreeFellingRePlantationService');
    // The heading is the name the service was listed under, while the form loads and after: the
    // definition's longer title ("Tree felling, trimming and replantation") does not replace it.
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(/^Tree felling and replantation$/);
    await user.click(await screen.findByRole('button', { name: 'Save as draft' }));
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    expect(heading).toHaveTextContent(/^Tree felling and replantation$/);
    expect(await screen.findByText(/^Saved at \d\d:\d\d$/)).toBeInTheDocument();
    const save = calls.find((c) => c.url.endsWith('/api/applications/draft'));
    expect(save?.body).toMatchObject({
      PlotId: 'NGP-BUT-C7',
      ServiceId: tree.id,
      SchemaVersion: 1,
      CurrentStep: 'applicant',
    });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('SubmissionId=S-9'),
    );
  });

  it('offers to resume the draft the plot already has for the service', async () => {
    sessionStorage.setItem('selectedPlot', '"NGP-BUT-C7"');
    stubFetch((url) => {
      if (url.endsWith('/api/plots/NGP-BUT-C7/applications')) {
        return ok([
          {
            SubmissionId: 'S-3',
            PlotID: 'NGP-BUT-C7',
            ServiceId: tree.id,
            ServiceName: 'Tree felling',
            Status: 'Draft',
          },
        ]);
      }
      if (url.includes('/api/plots/NGP-BUT-C7')) return ok(plotDetails);
      if (url.endsWith('/api/rates')) return ok(rates);
      return [404, { IsSuccess: false, Message: 'not found', Data: null }];
    });
    page('/PlotService/raiseServiceRequest/TreeFellingRePlantationService');
    const resume = await screen.findByRole('link', { name: 'Resume the draft' });
    expect(resume).toHaveAttribute(
      'href',
      '/PlotService/raiseServiceRequest/TreeFellingRePlantationService?SubmissionId=S-3',
    );
  });

  it('has no Save as draft for a direct-submit service', async () => {
    sessionStorage.setItem('selectedPlot', '"NGP-BUT-C7"');
    stubFetch((url) => {
      if (url.includes('/api/plots/NGP-BUT-C7')) return ok(plotDetails);
      if (url.endsWith('/api/rates')) return ok(rates);
      return [404, { IsSuccess: false, Message: 'not found', Data: null }];
    });
    page('/PlotService/raiseServiceRequest/SubLetteservice');
    expect(await screen.findByText('Ravi Deshmukh')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save as draft' })).not.toBeInTheDocument();
  });

  it('explains a service that is not in the catalogue inside the page', async () => {
    page('/PlotService/raiseServiceRequest/NoSuchService');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '"NoSuchService" is not in services.catalog.json',
    );
  });
});
