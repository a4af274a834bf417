/**
 * Picks the payment gateway the configuration names (config.ts has already refused a choice that
 * cannot work). 'none' refuses every payment with a clear message: production without a gateway.
 */
import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/types.ts';
import { ApiError } from '../../lib/errors.ts';
import { createHmacRedirectGateway } from './gateway-hmac.ts';
import type { PaymentGateway } from './gateway.ts';
import { createSandboxGateway } from './gateway-sandbox.ts';

export const PAYMENTS_OFF =
  'Online payment is not available at the moment. Please try again later or contact the help desk.';

const noGateway: PaymentGateway = {
  provider: 'none',
  callbackFieldNames: [],
  async createOrder() {
    throw new ApiError(503, PAYMENTS_OFF);
  },
  verifyCallback() {
    return { ok: false, reason: 'No payment gateway is configured' };
  },
  // Nothing to ask: a transaction stays as it is.
  async status() {
    return { status: 'Pending' };
  },
};

export function createPaymentGateway(config: Config, db: Db): PaymentGateway {
  switch (config.pgProvider) {
    case 'sandbox':
      return createSandboxGateway(db, config.publicUrl, config.pgSecret);
    case 'hmac-redirect':
      return createHmacRedirectGateway({
        publicUrl: config.publicUrl,
        pgUrl: config.pgUrl,
        merchantId: config.pgMerchantId,
        secret: config.pgSecret,
        statusUrl: config.pgStatusUrl,
      });
    case 'none':
      return noGateway;
  }
}
