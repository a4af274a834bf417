/**
 * The corporation's scrutiny desk (role 4 only; others 403): staff actions on an application,
 * the queue of applications with the office, and a look-up of any plot.
 */
import type { FastifyInstance } from 'fastify';
import { Role } from '../../../src/domain/roles.ts';
import { currentUser, requireRole } from '../auth/authenticate.ts';
import type { AppContext } from './context.ts';
import { ok } from '../lib/envelope.ts';
import { envelopeResponses, SESSION_SECURITY } from '../lib/schemas.ts';
import { listPlots } from '../services/plots/queries.ts';
import { plotCard } from '../services/plots/view.ts';
import { scrutinize, scrutinyQueue, searchPlotIds } from '../services/applications/scrutiny.ts';
import {
  stateResultSchema,
  submissionIdParams,
} from '../../../src/domain/contract/applications.ts';
import { plotCardSchema } from '../../../src/domain/contract/plots.ts';
import {
  plotSearchQuery,
  queueQuery,
  queueRowSchema,
  scrutinyActionBody,
  type QueueFilter,
  type ScrutinyActionBody,
} from '../../../src/domain/contract/scrutiny.ts';

export async function scrutinyRoutes(app: FastifyInstance, ctx: AppContext) {
  const onRequest = [ctx.authenticate, requireRole(Role.MidcUser)];
  const common = { tags: ['Scrutiny'], security: SESSION_SECURITY };
  const deps = { db: ctx.db, catalog: ctx.catalog };

  app.post<{ Params: { id: string }; Body: ScrutinyActionBody }>(
    '/api/applications/:id/scrutiny',
    {
      onRequest,
      schema: {
        ...common,
        summary: 'Staff action: start scrutiny, seek clarification, approve or reject',
        description: 'Remarks are required to seek a clarification or to reject (400).',
        params: submissionIdParams,
        body: scrutinyActionBody,
        response: envelopeResponses(stateResultSchema),
      },
    },
    async (request) =>
      ok(
        await scrutinize(
          deps,
          currentUser(request),
          request.params.id,
          request.body.Action,
          request.body.Remarks,
        ),
        'Application updated',
      ),
  );

  app.get<{ Querystring: QueueFilter }>(
    '/api/scrutiny/queue',
    {
      onRequest,
      schema: {
        ...common,
        summary: 'Applications with the office (submitted, under scrutiny, clarification sought)',
        querystring: queueQuery,
        response: envelopeResponses({ type: 'array', items: queueRowSchema }),
      },
    },
    async (request) => ok(await scrutinyQueue(ctx.db, ctx.catalog, request.query)),
  );

  app.get<{ Querystring: { q?: string } }>(
    '/api/scrutiny/plots',
    {
      onRequest,
      schema: {
        ...common,
        summary: 'Look up any plot by id, name, number or industrial area',
        querystring: plotSearchQuery,
        response: envelopeResponses({ type: 'array', items: plotCardSchema }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const ids = new Set(await searchPlotIds(ctx.db, request.query.q ?? ''));
      const rows = (await listPlots(ctx.db, user)).filter((r) => ids.has(r.plot.plotId));
      return ok(rows.map((row) => plotCard(row, ctx.catalog, user)));
    },
  );
}
