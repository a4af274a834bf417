/** What other screens place: the Pay button of an application waiting for its fee. */
export { PayButton } from './pay-button';
export type { PayButtonProps } from './pay-button';
