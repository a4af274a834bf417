/** What other screens place: the Pay button of an application, the link to the water bills. */
export { PayButton } from '@/entities/payment/pay-button';
export type { PayButtonProps } from '@/entities/payment/pay-button';
export { WaterBillsLink } from './water-bills-link';
