/** Help content of the reference server: documents, their downloads, and the FAQ. */
import { SETTINGS } from '@/config/settings';
import type {
  DocumentFormat,
  DocumentSummary,
  FaqEntry,
  HelpDocument,
} from '@/domain/contract/help';
import { api } from './client';

/** Every document: guidelines, templates and a checklist per service. */
export function getDocuments() {
  return api.get<DocumentSummary[]>('/api/documents');
}

/** One document with its sections. */
export function getDocument(id: string) {
  return api.get<HelpDocument>(`/api/documents/${encodeURIComponent(id)}`);
}

/** The FAQ entries. */
export function getFaq() {
  return api.get<FaqEntry[]>('/api/faq');
}

/**
 * Address of a document's file. Downloads are public files served as attachments, so a plain
 * link does the download (and can be opened or saved like any link).
 */
export function documentDownloadUrl(id: string, format: DocumentFormat = 'pdf'): string {
  const path = `/api/documents/${encodeURIComponent(id)}/download?format=${format}`;
  return `${SETTINGS.APIBASEURL.replace(/\/+$/, '')}${path}`;
}
