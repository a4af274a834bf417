/**
 * The checkout page of a real gateway (PG_PROVIDER=hmac-redirect): the browser arrives from
 * ConfirmPayment's RedirectUrl and this page posts the signed order form to the provider at once
 * (a button does it without script). Its own CSP lets exactly this form leave for the provider.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { formatInr } from '../../../../src/domain/format.ts';
import type { AppContext } from '../context.ts';
import { objectSchema } from '../../lib/schemas.ts';
import { CHECKOUT_PATH, type HmacRedirectGateway } from '../../services/payments/gateway-hmac.ts';
import { loadTransaction } from '../../services/payments/store.ts';
import { describeOrder } from '../../services/payments/start.ts';
import { resultPage } from './public.ts';
import { escapeHtml as h } from '../../lib/html.ts';

type Query = { Querystring: { TransactionNumber: string; Token: string } };

function page(title: string, body: string, nonce?: string) {
  const script = nonce
    ? `<script nonce="${nonce}">document.getElementById('pg-order').submit();</script>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${h(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;margin:3rem auto;max-width:36rem;padding:0 1rem;line-height:1.5}
button{font:inherit;font-weight:600;padding:.6rem 1rem;background:#0b3d91;color:#fff;border:0;border-radius:4px;cursor:pointer}</style>
</head><body><h1>${h(title)}</h1>${body}${script}</body></html>`;
}

export async function paymentCheckoutRoutes(
  app: FastifyInstance,
  ctx: AppContext & { gateway: HmacRedirectGateway },
) {
  const providerOrigin = new URL(ctx.config.pgUrl).origin;
  app.get<Query>(
    CHECKOUT_PATH,
    {
      schema: {
        tags: ['Payment'],
        summary: 'Checkout: posts the signed order form to the payment gateway',
        querystring: objectSchema({
          TransactionNumber: { type: 'string', minLength: 1, maxLength: 30 },
          Token: { type: 'string', minLength: 1, maxLength: 100 },
        }),
      },
    },
    async (request, reply) => {
      const { TransactionNumber: txn, Token } = request.query;
      reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
      const loaded = ctx.gateway.checkoutTokenValid(txn, Token)
        ? await loadTransaction(ctx.db, txn)
        : undefined;
      if (!loaded) {
        const body = '<p>This payment link is not valid. Please start the payment again.</p>';
        return reply.code(404).type('text/html; charset=utf-8').send(page('Payment', body));
      }
      // Settled meanwhile (a second tab, the back button): show the outcome, never pay twice.
      if (loaded.txn.status !== 'Pending')
        return reply.redirect(
          resultPage({
            transactionId: txn,
            isBill: loaded.txn.billId !== null,
            signedIn: loaded.txn.payerUserId !== null,
          }),
          303,
        );
      const form = ctx.gateway.checkoutForm({
        transactionId: txn,
        amount: loaded.txn.payableAmount,
        description: describeOrder({
          submissionId: loaded.txn.submissionId,
          billNumber: loaded.billNumber,
        }),
      });
      const inputs = Object.entries(form.fields)
        .map(([k, v]) => `<input type="hidden" name="${h(k)}" value="${h(v)}">`)
        .join('');
      const nonce = randomBytes(16).toString('base64');
      const body = `<form id="pg-order" method="post" action="${h(form.action)}">${inputs}
<p>You are being taken to the payment gateway to pay <strong>${h(formatInr(loaded.txn.payableAmount))}</strong>
(${h(form.fields.description ?? '')}, transaction ${h(txn)}).</p>
<button type="submit">Continue to the payment gateway</button></form>`;
      reply.header(
        'Content-Security-Policy',
        `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; ` +
          `form-action ${providerOrigin}; base-uri 'none'; frame-ancestors 'none'`,
      );
      return reply
        .type('text/html; charset=utf-8')
        .send(page('Redirecting to the payment gateway', body, nonce));
    },
  );
}
