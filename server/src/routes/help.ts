/**
 * Help content: the documents of /documents (guidelines, templates, a checklist per service) with
 * downloads, and the FAQ. Public on purpose: these are the corporation's published forms and
 * guidance, the same for everyone, with nothing about the caller in them.
 */
import type { FastifyInstance } from 'fastify';
import {
  documentFormatQuery,
  documentIdParams,
  documentSummarySchema,
  faqEntrySchema,
  helpDocumentSchema,
  helpLanguageQuery,
  type DocumentFormat,
} from '../../../src/domain/contract/help.ts';
import type { Language } from '../../../src/domain/i18n/languages.ts';
import type { AppContext } from './context.ts';
import { ok } from '../lib/envelope.ts';
import { notFound } from '../lib/errors.ts';
import { envelopeResponses, list } from '../lib/schemas.ts';
import { helpDownload } from '../services/help/kept-files.ts';
import { checkHelpTranslations, getHelpLibrary, summaryOf } from '../services/help/library.ts';
import { helpTexts } from '../services/help/translations.ts';

export async function helpRoutes(app: FastifyInstance, ctx: AppContext) {
  checkHelpTranslations();
  const library = (language: Language) => getHelpLibrary(ctx.catalog, language);
  const find = (id: string, language: Language) => {
    const doc = library(language).byId.get(id);
    if (!doc) throw notFound('Document not found');
    return doc;
  };

  app.get<{ Querystring: { Language: Language } }>(
    '/api/documents',
    {
      schema: {
        tags: ['Help'],
        summary: 'Documents for investors: guidelines, templates and a checklist per service',
        querystring: helpLanguageQuery,
        response: envelopeResponses(list(documentSummarySchema)),
      },
    },
    async (request) => ok(library(request.query.Language).documents.map(summaryOf)),
  );

  app.get<{ Params: { id: string }; Querystring: { Language: Language } }>(
    '/api/documents/:id',
    {
      schema: {
        tags: ['Help'],
        summary: 'One document with its sections (for /documents/aboutdocument)',
        params: documentIdParams,
        querystring: helpLanguageQuery,
        response: envelopeResponses(helpDocumentSchema),
      },
    },
    async (request) => ok(find(request.params.id, request.query.Language)),
  );

  app.get<{ Params: { id: string }; Querystring: { format: DocumentFormat; Language: Language } }>(
    '/api/documents/:id/download',
    {
      schema: {
        tags: ['Help'],
        summary: 'Download a document as PDF (default) or plain text; an attachment',
        params: documentIdParams,
        querystring: documentFormatQuery,
        produces: ['application/pdf', 'text/plain'],
      },
    },
    async (request, reply) => {
      const { format, Language: language } = request.query;
      const doc = find(request.params.id, language);
      const file = helpDownload(doc, format, language, helpTexts(language));
      return reply
        .type(file.contentType)
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('Cache-Control', 'public, max-age=300')
        .send(file.body);
    },
  );

  app.get<{ Querystring: { Language: Language } }>(
    '/api/faq',
    {
      schema: {
        tags: ['Help'],
        summary: 'Frequently asked questions about the portal and its services',
        querystring: helpLanguageQuery,
        response: envelopeResponses(list(faqEntrySchema)),
      },
    },
    async (request) => ok(library(request.query.Language).faqs),
  );
}
