/** What the payment routes are given: the app's context and the payment gateway the configuration picked. */
import type { AppContext } from '../context.ts';
import type { PaymentGateway } from '../../services/payments/gateway.ts';

export type PaymentContext = AppContext & { gateway: PaymentGateway };
