/**
 * GET /api/rates: the rate table (master data) the browser's live tentative cost reads. The
 * server charges with the same table, read from the database at each save and submission.
 */
import type { FastifyInstance } from 'fastify';
import { Role } from '../../../src/domain/roles.ts';
import { requireRole } from '../auth/authenticate.ts';
import type { AppContext } from './context.ts';
import { ok } from '../lib/envelope.ts';
import { envelopeResponses, SESSION_SECURITY } from '../lib/schemas.ts';
import { loadRates } from '../services/applications/fees.ts';
import { ratesSchema } from '../../../src/domain/contract/plots.ts';

export async function rateRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(
    '/api/rates',
    {
      onRequest: [
        ctx.authenticate,
        requireRole(Role.Investor, Role.TransactionUser, Role.MidcUser),
      ],
      schema: {
        tags: ['Master data'],
        summary: 'Rate values by key (rates.<key> in fee rules)',
        security: SESSION_SECURITY,
        response: envelopeResponses(ratesSchema),
      },
    },
    async () => ok(await loadRates(ctx.db)),
  );
}
