/** What other screens place: the Pay button of an application, the link to the water bills. */
export { PayButton } from './pay-button';
export type { PayButtonProps } from './pay-button';
export { WaterBillsLink } from './water-bills-link';
