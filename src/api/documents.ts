/**
 * Help content of the reference server: documents, their downloads, and the FAQ, in the language
 * on screen (the pages are public, so the language goes with each call rather than the profile).
 */
import { SETTINGS } from '@/config/settings';
import type {
  DocumentFormat,
  DocumentSummary,
  FaqEntry,
  HelpDocument,
} from '@/domain/contract/help';
import { isLanguage, type Language, type UiLanguage } from '@/domain/i18n/languages';
import { api } from './client';

/** The content language for a screen language: the pseudo-language reads the English. */
const contentLanguage = (language: UiLanguage): Language =>
  isLanguage(language) ? language : 'en';

/** Every document: guidelines, templates and a checklist per service. */
export function getDocuments(language: UiLanguage) {
  return api.get<DocumentSummary[]>('/api/documents', {
    query: { Language: contentLanguage(language) },
  });
}

/** One document with its sections. */
export function getDocument(id: string, language: UiLanguage) {
  return api.get<HelpDocument>(`/api/documents/${encodeURIComponent(id)}`, {
    query: { Language: contentLanguage(language) },
  });
}

/** The FAQ entries. */
export function getFaq(language: UiLanguage) {
  return api.get<FaqEntry[]>('/api/faq', { query: { Language: contentLanguage(language) } });
}

/**
 * Address of a document's file. Downloads are public files served as attachments, so a plain
 * link does the download (and can be opened or saved like any link).
 */
export function documentDownloadUrl(
  id: string,
  format: DocumentFormat,
  language: UiLanguage,
): string {
  const lang = contentLanguage(language);
  // English is the server's default, so its links stay as they were (bookmarks, shared links).
  const query = lang === 'en' ? `format=${format}` : `format=${format}&Language=${lang}`;
  const path = `/api/documents/${encodeURIComponent(id)}/download?${query}`;
  return `${SETTINGS.APIBASEURL.replace(/\/+$/, '')}${path}`;
}
