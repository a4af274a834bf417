/** Search over the document list: every word must appear in the title, summary, type, department or a service. */
import type { DocumentSummary } from '@/domain/contract/help';

const haystack = (doc: DocumentSummary) =>
  [
    doc.title,
    doc.summary,
    doc.kind,
    doc.department,
    ...doc.services.flatMap((s) => [s.title, s.id]),
  ]
    .join(' ')
    .toLowerCase();

/** The documents matching `query` (all when blank) and, when given, `department`. */
export function filterDocuments(
  docs: readonly DocumentSummary[],
  query: string,
  department = '',
): DocumentSummary[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return docs.filter(
    (doc) =>
      (!department || doc.department === department) &&
      words.every((word) => haystack(doc).includes(word)),
  );
}

/** The departments in list order, 'General' first. */
export function departmentsOf(docs: readonly DocumentSummary[]): string[] {
  return [...new Set(docs.map((d) => d.department))];
}
