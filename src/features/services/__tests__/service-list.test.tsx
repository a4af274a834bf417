import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ok, SLOW, stubFetch } from '@/forms/__tests__/support';
import { Role } from '@/domain/roles';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ServiceList } from '../service-list';

const PLOT = 'PUN-RJN-W45';
const FORM_B_REASON =
  'Form B can be filed online only by plot holders who obtained the final fire NOC or its renewal online.';

const services = [
  ['SubLetteservice', 0, 'Sub-letting permission', 'Needs the BCC of the plot first.'],
  ['DuplicateAllotmentService', 0, 'Duplicate allotment letter', null],
  ['FinalFormBService', 1, 'Fire Form B (half-yearly compliance)', FORM_B_REASON],
  ['FinalFireApprovalService', 1, 'Final fire NOC', null],
  ['NewWaterConnectionService', 2, 'New water connection', null],
  ['TreeFellingRePlantationService', 3, 'Tree felling and replantation', null],
].map(([id, serviceMasterId, title, reason]) => ({
  id,
  title,
  description: `About ${String(title).toLowerCase()}. Fields are [assumed].`,
  serviceMasterId,
  submitMode: 'draft',
  available: reason === null,
  reason,
}));

function signedIn(role: number, DepartmentRights?: string) {
  sessionStorage.setItem(
    'root',
    JSON.stringify({ UserId: '7', role, userData: { DepartmentRights }, companyInfo: {} }),
  );
  sessionStorage.setItem('selectedPlot', JSON.stringify(PLOT));
}

function serve(answer: () => unknown = () => ok(services), applications: unknown[] = []) {
  return stubFetch((url) => {
    if (url.endsWith(`/api/plots/${PLOT}/services`)) return answer();
    if (url.endsWith(`/api/plots/${PLOT}/applications`)) return ok(applications);
    if (url.endsWith('/api/plots'))
      return ok([{ PlotID: PLOT, PlotName: 'W-45', IndustrialAreaName: 'Ranjangaon' }]);
    if (url.endsWith(`/api/plots/${PLOT}`))
      return ok({ plotData: { PlotID: PLOT, PlotName: 'W-45', IndustrialAreaName: 'Ranjangaon' } });
    return [404, { IsSuccess: false, Message: 'not found', Data: null }];
  });
}

/** The catalogue's summary line (the router probe is an <output>, a status too). */
const summary = (text: string | RegExp) => screen.findByText(text, { selector: '[role=status]' });
const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the raise-service-request page', SLOW, () => {
  it('lists every department for an investor; open services link to their form', async () => {
    signedIn(Role.Investor);
    serve();
    renderWithProviders(<ServiceList />);
    await summary('4 of 6 services are open for this plot.');
    expect(headings()).toEqual([
      'Lease and Land',
      'Fire and PNG',
      'Water',
      'Building and Planning',
    ]);
    expect(screen.getByRole('region', { name: 'Plot in use' })).toHaveTextContent('W-45');
    expect(screen.getByRole('link', { name: /^Final fire NOC/ })).toHaveAttribute(
      'href',
      '/PlotService/raiseServiceRequest/FinalFireApprovalService',
    );
    // The analysts' notes are not shown.
    expect(screen.queryByText(/assumed/)).not.toBeInTheDocument();
  });

  it('shows a service that is not open as text with the reason, not as a link', async () => {
    signedIn(Role.Investor);
    serve();
    renderWithProviders(<ServiceList />);
    const fire = within(await screen.findByRole('list', { name: 'Fire and PNG' }));
    expect(fire.queryByRole('link', { name: /Form B/ })).not.toBeInTheDocument();
    const formB = fire
      .getAllByRole('listitem')
      .find((li) => li.textContent?.startsWith('Fire Form B'));
    expect(formB).toHaveTextContent(`Not open for this plot. ${FORM_B_REASON}`);
    // Open services come first in their department.
    expect(fire.getAllByRole('listitem').map((li) => li.textContent?.slice(0, 14))).toEqual([
      'Final fire NOC',
      'Fire Form B (h',
    ]);
  });

  it('leads to the application in progress instead of a second one', async () => {
    signedIn(Role.Investor);
    const row = (SubmissionId: string, ServiceId: string, Status: string) => ({
      SubmissionId,
      PlotID: PLOT,
      ServiceId,
      ServiceName: ServiceId,
      Status,
    });
    serve(undefined, [
      row('SWC-2026-000009', 'NewWaterConnectionService', 'PaymentPending'),
      row('SWC-2026-000008', 'DuplicateAllotmentService', 'Draft'),
      row('SWC-2026-000007', 'FinalFireApprovalService', 'Approved'),
    ]);
    renderWithProviders(<ServiceList />);
    const water = await screen.findByRole('link', { name: /^New water connection/ });
    await waitFor(() =>
      expect(water).toHaveAttribute(
        'href',
        '/PlotService/ServiceInformation?SubmissionId=SWC-2026-000009',
      ),
    );
    expect(water).toHaveTextContent(
      'In progress: SWC-2026-000009 (Payment pending). Open it to see where it stands.',
    );
    const draft = screen.getByRole('link', { name: /^Duplicate allotment letter/ });
    expect(draft).toHaveAttribute(
      'href',
      '/PlotService/raiseServiceRequest/DuplicateAllotmentService?SubmissionId=SWC-2026-000008',
    );
    expect(draft).toHaveTextContent('Open it to carry on.');
    // An approved application does not stop a new one.
    expect(screen.getByRole('link', { name: /^Final fire NOC/ })).toHaveAttribute(
      'href',
      '/PlotService/raiseServiceRequest/FinalFireApprovalService',
    );
  });

  it('shows a transaction user only the departments of their rights', async () => {
    signedIn(Role.TransactionUser, '0,2');
    serve();
    renderWithProviders(<ServiceList />);
    await summary('2 of 3 services are open for this plot.');
    expect(headings()).toEqual(['Lease and Land', 'Water']);
  });

  it('searches titles and descriptions, keeps the departments, says when nothing matches', async () => {
    signedIn(Role.Investor);
    serve();
    const { user } = renderWithProviders(<ServiceList />);
    const search = await screen.findByRole('searchbox', { name: 'Search services' });
    await user.type(search, 'fire');
    await summary('2 of 6 services match “fire”.');
    expect(headings()).toEqual(['Fire and PNG']);

    await user.clear(search);
    await user.type(search, 'helicopter');
    await summary(/^No service matches “helicopter”\./);
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);

    await user.keyboard('{Escape}');
    expect(search).toHaveValue('');
    expect(headings()).toHaveLength(4);
  });

  it('keeps the page and offers Try again when the services cannot be loaded', async () => {
    signedIn(Role.Investor);
    let fail = true;
    serve(() => (fail ? [500, { IsSuccess: false, Message: '', Data: null }] : ok(services)));
    const { user } = renderWithProviders(<ServiceList />);
    expect(await screen.findByText('The list of services could not be loaded.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Raise Service Request');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await summary('4 of 6 services are open for this plot.');
  });

  it('asks for a plot first when none is selected, and lists its services once one is picked', async () => {
    signedIn(Role.Investor);
    sessionStorage.removeItem('selectedPlot');
    serve();
    const { user } = renderWithProviders(<ServiceList />);
    const picker = await screen.findByRole('region', { name: 'Choose a plot' });
    await user.click(within(picker).getByRole('button', { name: /^W-45 \(PUN-RJN-W45\)/ }));
    await summary('4 of 6 services are open for this plot.');
  });
});
