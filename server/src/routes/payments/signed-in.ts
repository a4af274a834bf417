/**
 * Payment calls of spec §7 (paths exactly as the corporation's API names them). Amounts come from
 * the server; bodies refuse unknown fields; every signed-in call checks the caller owns what it
 * pays for. The calls open without a session are in public.ts.
 */
import type { FastifyInstance } from 'fastify';
import { ensureSelf } from '../../auth/authenticate.ts';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/envelope.ts';
import { objectSchema, SESSION_SECURITY, userIdQuery } from '../../lib/schemas.ts';
import type { PaymentGateway } from '../../services/payments/gateway.ts';
import * as store from '../../services/payments/store.ts';
import * as payments from '../../services/payments/start.ts';
import { paymentBillRoutes } from './water-bills.ts';
import { paymentPublicRoutes } from './public.ts';

export type PaymentContext = AppContext & { gateway: PaymentGateway };

const tags = ['Payment'];
const submission = { type: 'string', minLength: 1, maxLength: 30 };
const section = { type: 'string', minLength: 1, maxLength: 10 };
const tracking = { type: 'string', minLength: 1, maxLength: 40 };

type Uid = { Querystring: { userId: number } };

export async function paymentRoutes(app: FastifyInstance, ctx: PaymentContext) {
  const deps = { db: ctx.db, gateway: ctx.gateway, catalog: ctx.catalog };
  const auth = { preValidation: ctx.authenticate };
  const secured = (summary: string, extra: object) => ({
    tags,
    summary,
    security: SESSION_SECURITY,
    ...extra,
  });

  app.get(
    '/PaymentGateWay/GetTDSSectionMaster',
    { schema: { tags, summary: 'TDS sections [assumed rates]' } },
    async () =>
      ok(
        (await store.listTdsSections(ctx.db)).map((s) => ({
          Section: s.section,
          Description: s.description,
          Percent: s.percent,
        })),
      ),
  );

  app.post<Uid & { Body: { SubmissionId: string; TDSSection?: string } }>(
    '/PaymentGateWay/ConfirmPayment',
    {
      ...auth,
      schema: secured('Open (or reuse) the transaction of an application fee', {
        querystring: userIdQuery('userId'),
        body: objectSchema({ SubmissionId: submission, TDSSection: section }, ['SubmissionId']),
      }),
    },
    async (request) =>
      ok(
        await payments.confirmApplicationPayment(
          deps,
          ensureSelf(request, request.query.userId),
          request.body,
        ),
      ),
  );

  app.post<Uid & { Body: { SubmissionId: string; TDSSection: string } }>(
    '/PaymentGateWay/TDSDeductionInPercent',
    {
      ...auth,
      schema: secured('The fee, the TDS deduction (to the paisa) and what is left to pay', {
        querystring: userIdQuery('userId'),
        body: objectSchema({ SubmissionId: submission, TDSSection: section }),
      }),
    },
    async (request) => {
      const user = ensureSelf(request, request.query.userId);
      const c = await ctx.db.transaction((tx) =>
        payments.applicationCharge(tx, user, request.body.SubmissionId, request.body.TDSSection),
      );
      return ok({
        Amount: c.amount,
        TDSSection: c.section,
        TDSAmount: c.tds,
        PayableAmount: c.payable,
      });
    },
  );

  app.post<Uid & { Body: { TrackingId: string } }>(
    '/PaymentGateWay/ConfirmWaterBillPayment',
    {
      ...auth,
      schema: secured('Open (or reuse) the transaction of a water bill', {
        querystring: userIdQuery('userId'),
        body: objectSchema({ TrackingId: tracking }),
      }),
    },
    async (request) =>
      ok(
        await payments.confirmWaterBillPayment(
          deps,
          ensureSelf(request, request.query.userId),
          request.body.TrackingId,
        ),
      ),
  );

  await app.register(paymentPublicRoutes, ctx);
  await app.register(paymentBillRoutes, ctx);
}
