/**
 * Payment calls of spec §7 (paths exactly as the corporation's API names them). Amounts come from
 * the server; bodies refuse unknown fields; every signed-in call checks the caller owns what it
 * pays for. The calls open without a session are in public.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ensureSelf } from '../../auth/authenticate.ts';
import { ok } from '../../lib/envelope.ts';
import { envelopeResponses, SESSION_SECURITY, userIdQuery } from '../../lib/schemas.ts';
import * as store from '../../services/payments/store.ts';
import * as payments from '../../services/payments/start.ts';
import { paymentBillRoutes } from './water-bills.ts';
import { paymentPublicRoutes } from './public.ts';
import type { PaymentContext } from './context.ts';
import {
  confirmPaymentBody,
  paymentOrderSchema,
  tdsDeductionBody,
  tdsDeductionSchema,
  tdsSectionsSchema,
  waterBillPaymentBody,
  type ConfirmPaymentBody,
  type TdsDeduction,
  type TdsDeductionBody,
  type WaterBillPaymentBody,
} from '../../../../src/domain/contract/payments.ts';

const tags = ['Payment'];

type Uid = { Querystring: { userId: number } };

export async function paymentRoutes(app: FastifyInstance, ctx: PaymentContext) {
  const deps = { db: ctx.db, gateway: ctx.gateway, catalog: ctx.catalog };
  const auth = { onRequest: ctx.authenticate };
  // Every signed-in payment call names its caller (?userId=, checked against the session).
  const payer = (request: FastifyRequest<Uid>) => ensureSelf(request, request.query.userId);
  const secured = (summary: string, body: object, data: object) => ({
    tags,
    summary,
    security: SESSION_SECURITY,
    querystring: userIdQuery('userId'),
    body,
    response: envelopeResponses(data),
  });

  app.get(
    '/PaymentGateWay/GetTDSSectionMaster',
    {
      schema: {
        tags,
        summary: 'TDS sections [assumed rates]',
        response: envelopeResponses(tdsSectionsSchema),
      },
    },
    async () =>
      ok(
        (await store.listTdsSections(ctx.db)).map((s) => ({
          Section: s.section,
          Description: s.description,
          Percent: s.percent,
        })),
      ),
  );

  app.post<Uid & { Body: ConfirmPaymentBody }>(
    '/PaymentGateWay/ConfirmPayment',
    {
      ...auth,
      schema: secured(
        'Open (or reuse) the transaction of an application fee',
        confirmPaymentBody,
        paymentOrderSchema,
      ),
    },
    async (request) =>
      ok(await payments.confirmApplicationPayment(deps, payer(request), request.body)),
  );

  app.post<Uid & { Body: TdsDeductionBody }>(
    '/PaymentGateWay/TDSDeductionInPercent',
    {
      ...auth,
      schema: secured(
        'The fee, the TDS deduction (to the paisa) and what is left to pay',
        tdsDeductionBody,
        tdsDeductionSchema,
      ),
    },
    async (request) => {
      const user = payer(request);
      const c = await ctx.db.transaction((tx) =>
        payments.applicationCharge(tx, user, request.body.SubmissionId, request.body.TDSSection),
      );
      const deduction: TdsDeduction = {
        Amount: c.amount,
        TDSSection: request.body.TDSSection,
        TDSAmount: c.tds,
        PayableAmount: c.payable,
      };
      return ok(deduction);
    },
  );

  app.post<Uid & { Body: WaterBillPaymentBody }>(
    '/PaymentGateWay/ConfirmWaterBillPayment',
    {
      ...auth,
      schema: secured(
        'Open (or reuse) the transaction of a water bill',
        waterBillPaymentBody,
        paymentOrderSchema,
      ),
    },
    async (request) =>
      ok(await payments.confirmWaterBillPayment(deps, payer(request), request.body.TrackingId)),
  );

  await app.register(paymentPublicRoutes, ctx);
  await app.register(paymentBillRoutes, ctx);
}
