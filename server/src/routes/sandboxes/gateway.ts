/**
 * Payment gateway sandbox (GET /dev/gateway?txn&amount&desc): stands in for the bank's hosted
 * payment page. Each button is a form whose fields the sandbox has signed, posted back to the
 * portal's callback exactly as a real gateway would post them. No script, no real money. It marks
 * fees paid, so it answers this machine only (lib/local-only.ts).
 */
import type { FastifyInstance } from 'fastify';
import { formatInr } from '../../../../src/domain/format.ts';
import type { AppContext } from '../context.ts';
import { objectSchema } from '../../lib/schemas.ts';
import { localClientsOnly } from '../../lib/local-only.ts';
import type { GatewayStatus } from '../../services/payments/gateway.ts';
import type { SandboxGateway } from '../../services/payments/gateway-sandbox.ts';
import { escapeHtml as h } from '../../lib/html.ts';
import { sandboxPage } from './page.ts';

const TITLE = 'Payment gateway sandbox — no real money moves';
const BANNER =
  'This page stands in for the payment gateway. It is a <strong>sandbox for testing only</strong>: choose the answer the bank would give.';
const MERCHANT = 'MIDC Single Window Clearance (sandbox merchant)';
const BUTTONS: GatewayStatus[] = ['Success', 'Failure', 'Pending'];

function button(action: string, fields: Record<string, string>, status: GatewayStatus) {
  const inputs = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${h(k)}" value="${h(v)}">`)
    .join('');
  return `<form method="post" action="${h(action)}">${inputs}<button type="submit">${status}</button></form>`;
}

export async function paymentSandboxRoutes(
  app: FastifyInstance,
  ctx: AppContext & { gateway: SandboxGateway },
) {
  localClientsOnly(app, ctx.config.trustProxy !== false);
  app.get<{ Querystring: { txn: string; amount: string; desc?: string } }>(
    '/dev/gateway',
    {
      schema: {
        tags: ['Developer sandbox'],
        summary: 'Payment gateway sandbox: answers Success, Failure or Pending — for testing only',
        querystring: objectSchema(
          {
            txn: { type: 'string', minLength: 1, maxLength: 30 },
            amount: { type: 'string', pattern: '^[0-9]{1,12}\\.[0-9]{2}$' },
            desc: { type: 'string', maxLength: 200 },
          },
          ['txn', 'amount'],
        ),
      },
    },
    async (request, reply) => {
      const { txn, amount, desc } = request.query;
      const action = '/dev/gateway/pay';
      // The sandbox signs what it was asked to charge; the portal compares it with its own record.
      const forms = BUTTONS.map((s) => button(action, ctx.gateway.signed(txn, amount, s), s));
      const body = `<dl>
<dt>Merchant</dt><dd>${h(MERCHANT)}</dd>
<dt>Reference</dt><dd>${h(txn)}</dd>
<dt>Purpose</dt><dd>${h(desc ?? '')}</dd>
<dt>Amount</dt><dd data-testid="sandbox-amount">${h(formatInr(Number(amount)))}</dd>
</dl>
<div style="display:flex;gap:1rem">${forms.join('')}</div>`;
      reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
      return reply.type('text/html; charset=utf-8').send(sandboxPage(TITLE, BANNER, body));
    },
  );

  // The payer's choice: remembered for status queries, then the browser re-posts the same signed
  // form to the portal's callback (307 keeps method and body), as a real gateway's redirect does.
  app.post<{ Body: Record<string, unknown> }>(
    '/dev/gateway/pay',
    {
      schema: {
        tags: ['Developer sandbox'],
        summary: 'Sandbox button: record the answer, go back',
      },
    },
    async (request, reply) => {
      const { TransactionID, Status } = request.body ?? {};
      if (
        typeof TransactionID === 'string' &&
        ['Success', 'Failure', 'Pending'].includes(String(Status))
      )
        await ctx.gateway.record(TransactionID, Status as GatewayStatus);
      return reply.redirect(`${ctx.config.publicUrl}/PaymentGateWay/ProcessPaymentResponse`, 307);
    },
  );
}
