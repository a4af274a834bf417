import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ok, SLOW, stubFetch } from '@/forms/__tests__/support';
import { Role } from '@/domain/roles';
import { activateLanguage, loadCatalogsNow } from '@/i18n/i18n';
import { renderWithProviders } from '@/testing/render-with-providers';
import { PlotSummaryPage } from '../plot-summary-page';

const catalogs = {
  mr: import.meta.glob('../../../i18n/catalogs/mr/*.json', {
    query: '?catalog',
    import: 'default',
    eager: true,
  }),
  hi: import.meta.glob('../../../i18n/catalogs/hi/*.json', {
    query: '?catalog',
    import: 'default',
    eager: true,
  }),
};

async function speak(language: 'mr' | 'hi') {
  loadCatalogsNow(language, catalogs[language]);
  await activateLanguage(language);
}

const PLOT = 'PUN-RJN-W45';
const rows = [
  {
    SubmissionId: 'SWC-2025-000002',
    PlotID: PLOT,
    ServiceId: 'NoDuesCertificateService',
    ServiceName: 'No-dues certificate',
    Status: 'PaymentPending',
    SubmittedDate: '2026-03-05T10:00:00.000Z',
    TentativeCost: 100000,
    PendingActions: ['withdraw'],
  },
  {
    SubmissionId: 'SWC-2025-000003',
    PlotID: PLOT,
    ServiceId: 'TimeLimitExtensionService',
    ServiceName: 'Time limit extension',
    Status: 'Draft',
    SubmittedDate: null,
    TentativeCost: null,
    PendingActions: ['saveDraft', 'submit', 'delete'],
  },
];
const services = [
  {
    id: 'NewWaterConnectionService',
    title: 'New water connection',
    description: 'A new connection.',
    serviceMasterId: 2,
    submitMode: 'draft',
    available: true,
    reason: null,
  },
];

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem(
    'root',
    JSON.stringify({ UserId: '7', role: Role.Investor, userData: {}, companyInfo: {} }),
  );
  sessionStorage.setItem('selectedPlot', JSON.stringify(PLOT));
  stubFetch((url) => {
    if (url.endsWith(`/api/plots/${PLOT}/applications`)) return ok(rows);
    if (url.endsWith(`/api/plots/${PLOT}/services`)) return ok(services);
    if (url.endsWith(`/api/plots/${PLOT}`))
      return ok({ plotData: { PlotID: PLOT, PlotName: 'W-45', IndustrialAreaName: 'Ranjangaon' } });
    return [404, { IsSuccess: false, Message: 'not found', Data: null }];
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

describe('the plot summary in the chosen language (issue 20)', SLOW, () => {
  it('reads in Marathi: states, what each waits for, ₹1,00,000.00 and the table paging', async () => {
    await speak('mr');
    renderWithProviders(<PlotSummaryPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('भूखंड सारांश');
    const table = await screen.findByRole('table', { name: 'या भूखंडाचे अर्ज' });
    const paid = within(table).getByText('SWC-2025-000002').closest('tr') as HTMLElement;
    expect(within(paid).getByText('भरणा प्रलंबित')).toBeInTheDocument();
    expect(within(paid).getByText('₹1,00,000.00')).toBeInTheDocument();
    expect(within(paid).getByText('05-03-2026')).toBeInTheDocument();
    expect(within(paid).getByText('शुल्काचा भरणा')).toBeInTheDocument();
    expect(within(paid).getByRole('link', { name: /^भरा: / })).toBeInTheDocument();
    const draft = within(table).getByText('SWC-2025-000003').closest('tr') as HTMLElement;
    expect(within(draft).getByText('मसुदा')).toBeInTheDocument();
    expect(within(draft).getByText('सादर केलेला नाही')).toBeInTheDocument();
    expect(within(draft).getByText('लागू नाही')).toBeInTheDocument();
    // The service reads by its Marathi title (its translation file), the number as it is.
    expect(
      await within(draft).findByRole('button', { name: 'हटवा: कालमर्यादेत मुदतवाढ SWC-2025-000003' }),
    ).toHaveTextContent('हटवा');
    expect(within(draft).getByText('कालमर्यादेत मुदतवाढ')).toBeInTheDocument();
    expect(screen.getByText('प्रति पृष्ठ ओळी:')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'वापरातील भूखंड' })).toHaveTextContent(
      'वापरातील भूखंड: W-45 · Ranjangaon (आयडी PUN-RJN-W45)',
    );
    expect(await screen.findByText('सुचवलेले अर्ज (1)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अर्ज करा: नवीन पाणी जोडणी' })).toBeVisible();
  });

  it('reads in Hindi', async () => {
    await speak('hi');
    renderWithProviders(<PlotSummaryPage />);
    const table = await screen.findByRole('table', { name: 'इस भूखंड के आवेदन' });
    expect(within(table).getByText('भुगतान लंबित')).toBeInTheDocument();
    expect(within(table).getByText('₹1,00,000.00')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'अनुमानित लागत' })).toBeVisible();
  });
});
