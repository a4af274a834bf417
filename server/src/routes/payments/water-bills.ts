/**
 * The signed-in water-bill screen's list: GET /api/plots/:plotId/water-bills. Paying one goes
 * through ConfirmWaterBillPayment (routes/payments/signed-in.ts) like every other bill payment.
 */
import type { FastifyInstance } from 'fastify';
import { Role } from '../../../../src/domain/roles.ts';
import { currentUser, requireRole } from '../../auth/authenticate.ts';
import type { AppContext } from '../context.ts';
import { ok } from '../../lib/envelope.ts';
import { envelopeResponses, SESSION_SECURITY } from '../../lib/schemas.ts';
import { plotWaterBills } from '../../services/payments/water-bills.ts';
import { plotIdParams } from '../../../../src/domain/contract/plots.ts';
import { plotWaterBillsSchema } from '../../../../src/domain/contract/payments.ts';

export async function paymentBillRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get<{ Params: { plotId: string } }>(
    '/api/plots/:plotId/water-bills',
    {
      // Authenticated before validation, so a dead session answers 401 rather than a 400.
      onRequest: [ctx.authenticate, requireRole(Role.Investor, Role.TransactionUser)],
      schema: {
        tags: ['Payment'],
        summary: "The plot's water bills, each with its receipt or open transaction",
        description:
          'Investor holding the plot, or a Transaction-User of that account with the water right (2).',
        security: SESSION_SECURITY,
        params: plotIdParams,
        response: envelopeResponses(plotWaterBillsSchema),
      },
    },
    async (request) =>
      ok(await plotWaterBills(ctx.db, currentUser(request), request.params.plotId)),
  );
}
