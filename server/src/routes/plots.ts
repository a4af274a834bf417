/**
 * Plot routes: the dashboard cards with their counts, one plot's state (spec §3), the services
 * the caller can start on it and why not, and its applications (plot summary). Investors see
 * their plots, Transaction-Users their parent's, Midc-Users all; Admins none (403).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Role } from '../../../src/domain/roles.ts';
import { currentUser, requireRole } from '../auth/authenticate.ts';
import type { AppContext } from './context.ts';
import { ok } from '../lib/envelope.ts';
import { notFound } from '../lib/errors.ts';
import { envelopeResponses, SESSION_SECURITY } from '../lib/schemas.ts';
import { plotSummary } from '../services/applications/view.ts';
import { PLOT_NOT_FOUND } from '../services/applications/target.ts';
import { serviceAvailability } from '../services/plots/availability.ts';
import { createReadCache } from '../db/read-cache.ts';
import { findPlot, listPlots, PLOT_LIST_TABLES } from '../services/plots/queries.ts';
import { plotCard, plotContext, plotDetails } from '../services/plots/view.ts';
import {
  plotCardSchema,
  plotDetailsSchema,
  plotIdParams,
  plotSummarySchema,
  serviceAvailabilitySchema,
} from '../../../src/domain/contract/plots.ts';

type PlotParams = { Params: { plotId: string } };

export async function plotRoutes(app: FastifyInstance, ctx: AppContext) {
  // Authenticated before validation, so a dead session answers 401 rather than a body error.
  const onRequest = [
    ctx.authenticate,
    requireRole(Role.Investor, Role.TransactionUser, Role.MidcUser),
  ];
  const common = { tags: ['Plots'], security: SESSION_SECURITY };
  // The dashboard is read on every visit of the home page. Its cards depend on the plot tables and
  // on who asks (role, owner, rights): kept per caller until one of those tables is written, and
  // 2 s at most, which bounds what another API process's writes can leave unseen.
  const dashboards = createReadCache<ReturnType<typeof ok>>(ctx.db, {
    tables: PLOT_LIST_TABLES,
    ttlMs: 2000,
    maxEntries: 10_000,
  });

  const plotOf = async (request: FastifyRequest<PlotParams>) => {
    const user = currentUser(request);
    const row = await findPlot(ctx.db, user, request.params.plotId);
    if (!row) throw notFound(PLOT_NOT_FOUND);
    return { user, row };
  };

  app.get(
    '/api/plots',
    {
      onRequest,
      schema: {
        ...common,
        summary: 'Dashboard: the plots the caller may act on, with application counts',
        description:
          'Approved; OnGoing = Submitted, PaymentPending, UnderScrutiny, ClarificationSought; ' +
          'Pending = Draft; Suggested = services available now that the plot has not applied for.',
        response: envelopeResponses({ type: 'array', items: plotCardSchema }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const key = `${user.id}|${user.role}|${user.parentUserId}|${user.rights.join(',')}`;
      return dashboards.get(key, async () => {
        const rows = await listPlots(ctx.db, user);
        return ok(rows.map((row) => plotCard(row, ctx.catalog, user)));
      });
    },
  );

  app.get<PlotParams>(
    '/api/plots/:plotId',
    {
      onRequest,
      schema: {
        ...common,
        summary: "One plot's state (spec §3) and its plot facts",
        params: plotIdParams,
        response: envelopeResponses(plotDetailsSchema),
      },
    },
    async (request) => {
      const { user, row } = await plotOf(request);
      return ok(plotDetails(row, ctx.catalog, user));
    },
  );

  app.get<PlotParams>(
    '/api/plots/:plotId/services',
    {
      onRequest,
      schema: {
        ...common,
        summary:
          'Every catalogue service, whether the caller can start it on the plot, and why not',
        params: plotIdParams,
        response: envelopeResponses({ type: 'array', items: serviceAvailabilitySchema }),
      },
    },
    async (request) => {
      const { user, row } = await plotOf(request);
      return ok(serviceAvailability(ctx.catalog, user, plotContext(row, ctx.catalog)));
    },
  );

  app.get<PlotParams>(
    '/api/plots/:plotId/applications',
    {
      onRequest,
      schema: {
        ...common,
        summary:
          "The plot's applications (spec §3 plotSummary), newest first, without deleted ones",
        params: plotIdParams,
        response: envelopeResponses({ type: 'array', items: plotSummarySchema }),
      },
    },
    async (request) => {
      const { user, row } = await plotOf(request);
      return ok(
        await plotSummary(ctx.db, ctx.catalog, user, row.plot.plotId, row.plot.ownerUserId),
      );
    },
  );
}
