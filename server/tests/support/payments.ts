/**
 * Helpers of the payment tests: an application waiting for its fee (inserted directly, the fee as
 * the server computed it), the payment calls, and gateway callbacks signed by the sandbox.
 */
import { eq } from 'drizzle-orm';
import { applications } from '../../src/db/schema-engine.ts';
import type { GatewayStatus } from '../../src/services/payments/gateway.ts';
import { isSandbox, type SandboxGateway } from '../../src/services/payments/gateway-sandbox.ts';
import { addPlot, client, insertApplication, service } from './engine.ts';
import type { LoggedIn, TestApp } from './test-app.ts';

export const feeService = service('TimeLimitExtensionService');

/** The app's sandbox gateway (the tests' default PG_PROVIDER), to sign callbacks as it would. */
export function sandboxOf(t: TestApp): SandboxGateway {
  const gateway = t.app.paymentGateway;
  if (!isSandbox(gateway)) throw new Error(`the gateway is ${gateway.provider}, not the sandbox`);
  return gateway;
}

/** The gateway's callback, posted as the browser brings it back (a form post). */
export function postCallback(t: TestApp, fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/PaymentGateWay/ProcessPaymentResponse',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

export function paymentKit(t: TestApp, investor: LoggedIn) {
  const s = feeService;
  /** A submitted application waiting for its fee, on a fresh plot of the investor. */
  async function pendingApplication(fee = 12345.67): Promise<string> {
    const plotId = await addPlot(t, investor.userId, {});
    return insertApplication(t, {
      plotId,
      ownerId: investor.userId,
      serviceId: s.id,
      state: 'PaymentPending',
      fee,
    });
  }

  const api = () => client(t.app, investor);
  const confirm = (id: string, extra: object = {}) =>
    api().post(`/PaymentGateWay/ConfirmPayment?userId=${investor.userId}`, {
      SubmissionId: id,
      ...extra,
    });
  const callback = (fields: Record<string, string>) => postCallback(t, fields);
  const signed = (txn: string, amount: string, status: GatewayStatus) =>
    sandboxOf(t).signed(txn, amount, status);
  const info = (txn: string, session: LoggedIn | null = investor) =>
    t.app.inject({
      method: 'GET',
      url: `/PaymentGateWay/GetPGRespInfo?TransactionNumber=${txn}`,
      ...(session ? { headers: session.headers } : {}),
    });
  const state = async (id: string) =>
    (await t.database.db.select().from(applications).where(eq(applications.submissionId, id)))[0]!
      .state;

  return {
    userId: investor.userId,
    pendingApplication,
    api,
    confirm,
    callback,
    signed,
    info,
    state,
  };
}
