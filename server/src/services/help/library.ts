/**
 * The help library behind /documents and /FAQPage: hand-written guidelines, templates and the
 * FAQ (server/src/content/*.json) plus a generated checklist per catalogue service. Built once per
 * catalogue and kept; content files are part of the release, so a broken one fails at start.
 */
import { readFileSync } from 'node:fs';
import {
  DOCUMENT_FORMATS,
  type DocumentSummary,
  type FaqEntry,
  type HelpDocument,
} from '../../../../src/domain/contract/help.ts';
import type { Catalog } from '../forms/catalog.ts';
import { checklistFor } from './checklists.ts';
import type { ServiceTargets } from './checklists.ts';

/** The documents in display order, by id, and the FAQ. */
export interface HelpLibrary {
  documents: readonly HelpDocument[];
  byId: ReadonlyMap<string, HelpDocument>;
  faqs: readonly FaqEntry[];
}

const contentFile = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../content/${name}`, import.meta.url), 'utf8'));

type GeneralDocument = Omit<HelpDocument, 'services' | 'formats'> & { services?: string[] };

function general(catalog: Catalog, doc: GeneralDocument): HelpDocument {
  const services = (doc.services ?? []).map((id) => {
    const service = catalog.services.get(id);
    if (!service) throw new Error(`content/documents.json: ${doc.id} names unknown service ${id}`);
    return { id, title: service.title };
  });
  return { ...doc, services, formats: [...DOCUMENT_FORMATS] };
}

function build(catalog: Catalog): HelpLibrary {
  const { documents } = contentFile('documents.json') as { documents: GeneralDocument[] };
  const { faqs } = contentFile('faq.json') as { faqs: FaqEntry[] };
  const targets = contentFile('service-targets.json') as ServiceTargets;
  const all = [
    ...documents.map((doc) => general(catalog, doc)),
    ...catalog.list.map((service) => checklistFor(service, targets)),
  ];
  const byId = new Map(all.map((doc) => [doc.id, doc]));
  if (byId.size !== all.length) throw new Error('content/documents.json: duplicate document id');
  return { documents: all, byId, faqs };
}

const libraries = new WeakMap<Catalog, HelpLibrary>();

/** The help library for this catalogue (built on first use). */
export function getHelpLibrary(catalog: Catalog): HelpLibrary {
  let library = libraries.get(catalog);
  if (!library) {
    library = build(catalog);
    libraries.set(catalog, library);
  }
  return library;
}

/** A document without its body, for lists. */
export function summaryOf(doc: HelpDocument): DocumentSummary {
  const { id, title, kind, department, services, summary, formats } = doc;
  return { id, title, kind, department, services, summary, formats };
}
