/**
 * Payment calls open without a session: the gateway's signed callback (its HMAC signature is what
 * authenticates it), the result and details pages and the re-check (read with the session when
 * there is one, else rate-limited per address), and paying a water bill by its tracking id
 * (rate-limited per address).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { ApiError } from '../../lib/errors.ts';
import { envelopeResponses } from '../../lib/schemas.ts';
import { billView } from '../../services/payments/water-bills.ts';
import { processCallback } from '../../services/payments/callback.ts';
import {
  CALLBACK_WINDOW_MINUTES,
  CALLBACK_REFUSALS_PER_WINDOW,
  CALLBACKS_THROTTLED,
  recentUnappliedCallbacks,
} from '../../services/payments/callback-log.ts';
import { userLanguage } from '../../services/identity/language.ts';
import { receiptPdf } from '../../services/payments/receipt.ts';
import { PAYER_RECHECK_SECONDS, recheckTransaction } from '../../services/payments/recheck.ts';
import { findVisibleTransaction, paymentResponseData } from '../../services/payments/info.ts';
import * as store from '../../services/payments/store.ts';
import * as payments from '../../services/payments/start.ts';
import type { PaymentContext } from './context.ts';
import {
  paymentInfoSchema,
  paymentOrderSchema,
  trackingBody,
  trackingQuery,
  transactionQuery,
  waterBillSchema,
  type TrackingQuery,
  type TransactionQuery,
} from '../../../../src/domain/contract/payments.ts';

const tags = ['Payment'];
// Look-ups and orders without a session, per address per 10 minutes: slows guessing tracking
// ids and TransactionIDs (a date and a sequence number).
const PUBLIC_LIMIT = 20;
/** A gateway callback's fields (signed, a few hundred bytes), with room to spare. */
const CALLBACK_BODY_LIMIT = 16 * 1024;
const RESULT_PAGE = '/PlotService/ServiceInformation/PaymentConfirmation/PaymentResponse';
const BILL_RESULT_PAGE = '/PlotService/WaterBillResponse';

type Txn = { Querystring: TransactionQuery };

/** Where the browser lands after the gateway: a bill paid signed in has its own page. */
export function resultPage(t: { transactionId: string; isBill: boolean; signedIn: boolean }) {
  // A bill paid without signing in goes to the public result page; WaterBillResponse needs a session.
  const page = t.isBill && t.signedIn ? BILL_RESULT_PAGE : RESULT_PAGE;
  return `${page}?TxnNo=${encodeURIComponent(t.transactionId)}`;
}

export async function paymentPublicRoutes(app: FastifyInstance, ctx: PaymentContext) {
  const deps = { db: ctx.db, gateway: ctx.gateway, catalog: ctx.catalog };
  // Public pages (/payment, the result page) read with a session when there is one.
  const maybeAuth = async (
    request: FastifyRequest,
    reply: Parameters<typeof ctx.authenticate>[1],
  ) => {
    if (request.headers.authorization) await ctx.authenticate.call(app, request, reply);
  };
  // Every attempt counts, found or not, so a refused guess costs as much as a hit.
  const throttle = async (request: FastifyRequest, reply: FastifyReply) => {
    if ((await store.recentPublicOrders(ctx.db, request.ip)) >= PUBLIC_LIMIT) {
      reply.header('retry-after', '600');
      throw new ApiError(429, 'Too many payment attempts. Please try again in a few minutes.');
    }
    await store.logPaymentEvent(ctx.db, {
      transactionId: null,
      kind: 'public-attempt',
      outcome: 'received',
      payload: { ip: request.ip, url: request.url.slice(0, 200) },
    });
  };
  // A transaction's pages are throttled like the bill look-ups when read without a session; the
  // signed-in caller is known and sees only their own.
  const throttleAnonymous = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.user) await throttle(request, reply);
  };

  for (const path of ['/PaymentGateWay/GetPGRespInfo', '/PaymentGateWay/GetWaterBillPGRespInfo'])
    app.get<Txn>(
      path,
      {
        onRequest: maybeAuth,
        preHandler: throttleAnonymous,
        schema: {
          tags,
          summary: 'Payment response data (spec §3)',
          querystring: transactionQuery,
          response: envelopeResponses(paymentInfoSchema),
        },
      },
      async (request) =>
        ok(
          paymentResponseData(
            ctx.catalog,
            await findVisibleTransaction(ctx.db, request.user, request.query.TransactionNumber),
          ),
        ),
    );

  app.post<Txn>(
    '/PaymentGateWay/RecheckStatus',
    {
      onRequest: maybeAuth,
      preHandler: throttleAnonymous,
      schema: {
        tags,
        summary: `Ask the gateway again about a pending transaction (at most once per ${PAYER_RECHECK_SECONDS} s; a settled one is answered as it stands)`,
        querystring: transactionQuery,
        response: envelopeResponses(paymentInfoSchema),
      },
    },
    async (request) => {
      const t = await findVisibleTransaction(ctx.db, request.user, request.query.TransactionNumber);
      await recheckTransaction(deps, t.txn.transactionId);
      return ok(
        paymentResponseData(
          ctx.catalog,
          await findVisibleTransaction(ctx.db, request.user, t.txn.transactionId),
        ),
      );
    },
  );

  app.get<Txn>(
    '/PaymentGateWay/ReceiptPdf',
    {
      onRequest: maybeAuth,
      preHandler: throttleAnonymous,
      schema: {
        tags,
        summary:
          "The PDF receipt of a successful payment (who may read GetPGRespInfo), in the signed-in caller's language (their profile's; English without a session)",
        querystring: transactionQuery,
      },
    },
    async (request, reply) => {
      const t = await findVisibleTransaction(ctx.db, request.user, request.query.TransactionNumber);
      // The language is the caller's own, from their profile: the server decides, not the URL.
      const pdf = receiptPdf(ctx.catalog, t, await userLanguage(ctx.db, request.user?.id));
      return reply
        .type('application/pdf')
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="receipt-${t.txn.transactionId}.pdf"`)
        .send(pdf);
    },
  );

  app.get<{ Querystring: TrackingQuery }>(
    '/PaymentGateWay/GetPaymentInfo',
    {
      preHandler: throttle,
      schema: {
        tags,
        summary: 'A water bill payable without signing in (TackingId spelled so)',
        querystring: trackingQuery,
        response: envelopeResponses(waterBillSchema),
      },
    },
    async (request) => {
      const bill = await store.findBillByTracking(ctx.db, request.query.TackingId);
      if (!bill) throw new ApiError(404, payments.BILL_NOT_FOUND);
      return ok(billView(bill));
    },
  );

  app.post<{ Body: TrackingQuery }>(
    '/PaymentGateWay/ConfirmPaymentWithoutLogin',
    {
      preHandler: throttle,
      schema: {
        tags,
        summary: 'Pay a water bill without signing in (rate-limited per address)',
        body: trackingBody,
        response: envelopeResponses(paymentOrderSchema),
      },
    },
    async (request) =>
      ok(await payments.confirmWithoutLogin(deps, request.body.TackingId, request.ip)),
  );

  app.post(
    '/PaymentGateWay/ProcessPaymentResponse',
    {
      // Anyone may post here: a megabyte would be parsed before the throttle below could refuse it.
      bodyLimit: CALLBACK_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Signed gateway callback (form or JSON); redirects the browser to the result page',
      },
    },
    async (request, reply) => {
      // Refusals are logged; an address that keeps sending them is not, so the log stays small.
      const unapplied = await recentUnappliedCallbacks(ctx.db, request.ip);
      if (unapplied >= CALLBACK_REFUSALS_PER_WINDOW) {
        reply.header('retry-after', String(CALLBACK_WINDOW_MINUTES * 60));
        throw new ApiError(429, CALLBACKS_THROTTLED);
      }
      const result = await processCallback(deps, request.body ?? {}, { ip: request.ip });
      if (!result.ok) throw new ApiError(400, 'The payment response was refused.');
      return reply.redirect(resultPage(result), 303);
    },
  );
}
