/** What the service-request page tests share: the tree-felling service, its plot, the page. */
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ok, rates, service, stubFetch } from '@/forms/__tests__/support';
import { ServiceRequestPage } from '../service-request-page';

export const tree = service('TreeFellingRePlantationService');

/** GET /api/plots/NGP-BUT-C7 as the server answers it. */
export const plotDetails = {
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

/** The service-request page at `url`, under its route. */
export function page(url: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/PlotService/raiseServiceRequest/:service" element={<ServiceRequestPage />} />
    </Routes>,
    { route: url },
  );
}

/** Answers the application `record` (by its SubmissionId), its plot and the rates; else 404. */
export function serveRecord(record: { SubmissionId: string; [key: string]: unknown }) {
  return stubFetch((url) => {
    if (url.includes(`/api/applications/${record.SubmissionId}`)) return ok(record);
    if (url.includes('/api/plots/NGP-BUT-C7')) return ok(plotDetails);
    if (url.endsWith('/api/rates')) return ok(rates);
    return [404, { IsSuccess: false, Message: 'not found', Data: null }];
  });
}
