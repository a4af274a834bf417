import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { getDocument, getDocuments } from '@/api/documents';
import type * as DocumentsApi from '@/api/documents';
import type { DocumentSummary, HelpDocument } from '@/domain/contract/help';
import { activateLanguage, loadAllAreas } from '@/i18n/i18n';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AboutDocumentPage } from '../about-document-page';
import { DocumentsPage } from '../documents-page';
import { filterDocuments } from '../filter-documents';

vi.mock('@/api/documents', async (original) => ({
  ...(await original<typeof DocumentsApi>()),
  getDocuments: vi.fn(),
  getDocument: vi.fn(),
}));

const doc = (over: Partial<DocumentSummary>): DocumentSummary => ({
  id: 'x',
  title: 'X',
  kind: 'Guideline',
  department: 'General',
  services: [],
  summary: '',
  formats: ['pdf', 'txt'],
  ...over,
});
const docs = [
  doc({ id: 'upload-rules', title: 'Uploading documents', summary: 'File types and sizes' }),
  doc({
    id: 'checklist-tree-felling',
    title: 'Tree felling: documents and declarations',
    kind: 'Checklist',
    department: 'Building and Planning',
    services: [{ id: 'TreeFellingRePlantationService', title: 'Tree felling' }],
  }),
  doc({
    id: 'checklist-water',
    title: 'New water connection',
    kind: 'Checklist',
    department: 'Water',
  }),
];

beforeEach(() => {
  vi.mocked(getDocuments).mockResolvedValue({ IsSuccess: true, Message: '', Data: docs });
});

describe('filterDocuments', () => {
  it('matches every word against title, summary, department and services', () => {
    expect(filterDocuments(docs, 'tree').map((d) => d.id)).toEqual(['checklist-tree-felling']);
    expect(filterDocuments(docs, 'planning declarations')).toHaveLength(1);
    expect(filterDocuments(docs, 'TreeFellingRePlantationService')).toHaveLength(1);
    expect(filterDocuments(docs, '', 'Water').map((d) => d.id)).toEqual(['checklist-water']);
    expect(filterDocuments(docs, '  ')).toHaveLength(3);
  });
});

describe('documents page', () => {
  it('lists guidelines and checklists with PDF and text downloads', async () => {
    renderWithProviders(<DocumentsPage />);
    const table = await screen.findByRole('table', { name: 'Service checklists' });
    const pdf = within(table).getByRole('link', {
      name: 'Download Tree felling: documents and declarations as PDF',
    });
    expect(pdf).toHaveAttribute(
      'href',
      '/api/documents/checklist-tree-felling/download?format=pdf',
    );
    expect(pdf).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Uploading documents' })).toHaveAttribute(
      'href',
      '/documents/aboutdocument?id=upload-rules',
    );
  });

  it('searches as you type', async () => {
    const { user } = renderWithProviders(<DocumentsPage />);
    await user.type(await screen.findByLabelText('Search documents'), 'water');
    expect(screen.getByText('1 of 3 documents match')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Guidelines and templates' })).toBeNull();
  });
});

describe('about document page', () => {
  it('shows one document with its sections', async () => {
    const full: HelpDocument = {
      ...docs[0]!,
      basis: 'Published rule.',
      sections: [{ heading: 'Accepted files', items: ['PDF up to 3 MB'] }],
    };
    vi.mocked(getDocument).mockResolvedValue({ IsSuccess: true, Message: '', Data: full });
    renderWithProviders(<AboutDocumentPage />, {
      route: '/documents/aboutdocument?id=upload-rules',
    });
    expect(await screen.findByRole('heading', { name: 'Uploading documents' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Accepted files' })).toBeInTheDocument();
    expect(screen.getByText('PDF up to 3 MB')).toBeInTheDocument();
    expect(getDocument).toHaveBeenCalledWith('upload-rules', 'en');
  });

  it('explains the documents when no id is given', () => {
    renderWithProviders(<AboutDocumentPage />, { route: '/documents/aboutdocument' });
    expect(screen.getByRole('heading', { name: 'About Documents' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the documents' })).toHaveAttribute(
      'href',
      '/documents',
    );
  });
});

describe('documents in Marathi (issue 20)', () => {
  afterEach(() => activateLanguage('en'));

  it("names kinds and departments in Marathi; titles and summaries are the server's", async () => {
    await activateLanguage('mr');
    await loadAllAreas();
    renderWithProviders(<DocumentsPage />);
    const checklists = await screen.findByRole('table', { name: 'सेवा तपासणी सूची' });
    const tree = within(checklists).getByRole('row', { name: /Tree felling/ });
    expect(within(tree).getByText('तपासणी सूची')).toBeInTheDocument();
    expect(within(tree).getByText('इमारत व नियोजन')).toBeInTheDocument();
    expect(
      within(tree).getByRole('link', {
        name: 'Tree felling: documents and declarations पीडीएफ स्वरूपात डाउनलोड करा',
      }),
    ).toHaveAttribute(
      'href',
      '/api/documents/checklist-tree-felling/download?format=pdf&Language=mr',
    );
    expect(getDocuments).toHaveBeenLastCalledWith('mr');
    const general = screen.getByRole('table', { name: 'मार्गदर्शक सूचना व नमुने' });
    expect(within(general).getByText('सर्वसाधारण')).toBeInTheDocument();
    expect(screen.getByText('3 कागदपत्रे')).toBeInTheDocument();
  });
});
