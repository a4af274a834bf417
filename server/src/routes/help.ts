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
  type DocumentFormat,
} from '../../../src/domain/contract/help.ts';
import type { AppContext } from './context.ts';
import { ok } from '../lib/envelope.ts';
import { notFound } from '../lib/errors.ts';
import { envelopeResponses, list } from '../lib/schemas.ts';
import { renderDocument } from '../services/help/render.ts';
import { getHelpLibrary, summaryOf } from '../services/help/library.ts';

export async function helpRoutes(app: FastifyInstance, ctx: AppContext) {
  const library = () => getHelpLibrary(ctx.catalog);
  const find = (id: string) => {
    const doc = library().byId.get(id);
    if (!doc) throw notFound('Document not found');
    return doc;
  };

  app.get(
    '/api/documents',
    {
      schema: {
        tags: ['Help'],
        summary: 'Documents for investors: guidelines, templates and a checklist per service',
        response: envelopeResponses(list(documentSummarySchema)),
      },
    },
    async () => ok(library().documents.map(summaryOf)),
  );

  app.get<{ Params: { id: string } }>(
    '/api/documents/:id',
    {
      schema: {
        tags: ['Help'],
        summary: 'One document with its sections (for /documents/aboutdocument)',
        params: documentIdParams,
        response: envelopeResponses(helpDocumentSchema),
      },
    },
    async (request) => ok(find(request.params.id)),
  );

  app.get<{ Params: { id: string }; Querystring: { format: DocumentFormat } }>(
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
      const file = renderDocument(find(request.params.id), request.query.format);
      return reply
        .type(file.contentType)
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('Cache-Control', 'public, max-age=300')
        .send(file.body);
    },
  );

  app.get(
    '/api/faq',
    {
      schema: {
        tags: ['Help'],
        summary: 'Frequently asked questions about the portal and its services',
        response: envelopeResponses(list(faqEntrySchema)),
      },
    },
    async () => ok(library().faqs),
  );
}
