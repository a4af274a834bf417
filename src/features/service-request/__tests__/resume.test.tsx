import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@/testing/render-with-providers';
import { rates, sample, service, SLOW, ok, stubFetch } from '@/forms/__tests__/support';
import { ServiceRequestPage } from '../service-request-page';

const tree = service('TreeFellingRePlantationService');
const plotDetails = {
  plotData: { PlotID: 'NGP-BUT-C7', IndustrialAreaName: 'Butibori', PlotName: 'C-7' },
  plotInfo: {
    PlotNumber: 'C-7',
    PlotArea: '8000',
    PropertyFormType: 'Plot',
    TypeOfplot: 'Industrial',
  },
  applicantInfo: {
    FullName: 'Ravi Deshmukh',
    ContactEmail: 'ravi@example.com',
    ContactMobile: '9876500000',
  },
  registeredOfficeInfo: { CompanyName: 'Deshmukh Agro Pvt Ltd' },
  facts: { ...tree.sample.plot, bccNumber: 'BCC/1' },
};

function page(url: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/PlotService/raiseServiceRequest/:service" element={<ServiceRequestPage />} />
    </Routes>,
    { route: url },
  );
}

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('resuming an application', SLOW, () => {
  it('resumes a draft of an older version and lists the answers that no longer fit', async () => {
    const old = {
      ...sample(tree),
      oldQuestion: 'kept from version 0',
      reason: { reason: 'Road widening' },
    };
    stubFetch((url) => {
      if (url.includes('/api/applications/S-1')) {
        return ok({
          SubmissionId: 'S-1',
          PlotID: 'NGP-BUT-C7',
          ServiceId: tree.id,
          Status: 'Draft',
          SchemaVersion: 0,
          CurrentStep: 'reason',
          Data: old,
        });
      }
      if (url.includes('/api/plots/NGP-BUT-C7')) return ok(plotDetails);
      if (url.endsWith('/api/rates')) return ok(rates);
      return [404, { IsSuccess: false, Message: 'not found', Data: null }];
    });
    page('/PlotService/raiseServiceRequest/TreeFellingRePlantationService?SubmissionId=S-1');
    const panel = await screen.findByRole('table', { name: 'Answers set aside' });
    expect(screen.getByText('Some saved answers no longer fit this form')).toBeInTheDocument();
    expect(
      screen.getByText(/saved on version 0 of this form; it is now version 1/),
    ).toBeInTheDocument();
    const rows = within(panel)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toContainEqual(
      expect.stringContaining('oldQuestionkept from version 0no longer asked in version 1'),
    );
    expect(rows).toContainEqual(expect.stringMatching(/Reason › ReasonRoad widening/));
    expect(screen.getByRole('heading', { level: 2, name: 'Reason' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change plot' })).not.toBeInTheDocument();
  });

  it('shows a submitted application read-only, on its review, with the server fee and withdraw', async () => {
    stubFetch((url) => {
      if (url.includes('/api/applications/S-5')) {
        return ok({
          SubmissionId: 'S-5',
          PlotID: 'NGP-BUT-C7',
          ServiceId: tree.id,
          Status: 'Submitted',
          SchemaVersion: 1,
          Data: sample(tree),
          TentativeCost: 10500,
          FeeLines: [{ id: 'applicationFee', label: 'Application fee', amount: 10500 }],
        });
      }
      if (url.includes('/api/plots/NGP-BUT-C7')) return ok(plotDetails);
      if (url.endsWith('/api/rates')) return ok(rates);
      return [404, { IsSuccess: false, Message: 'not found', Data: null }];
    });
    page('/PlotService/raiseServiceRequest/TreeFellingRePlantationService?SubmissionId=S-5');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Review and submit' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^Status: Submitted\. .*its answers can no longer be changed/),
    ).toBeInTheDocument();
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('₹10,500.00');
    expect(screen.getByRole('button', { name: 'Withdraw application' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Change / })).not.toBeInTheDocument();
  });
});
