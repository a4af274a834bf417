/**
 * The stepper screen's parts that use MUI, each inside the theme. The screen itself (step list,
 * a step of facts, the buttons) is plain CSS, so a service's first step shows before MUI's code
 * has loaded; these load on demand (stepper-view.tsx), and once the first step is on screen.
 */
import { themed } from '@/ui/theme-provider';
import { Acknowledgement as AcknowledgementPart } from '../lifecycle/acknowledgement';
import { ConflictDialog as ConflictDialogPart } from '../lifecycle/conflict-dialog';
import { LifecycleBar as LifecycleBarPart } from '../lifecycle/lifecycle-bar';
import { MigrationPanel as MigrationPanelPart } from '../lifecycle/migration-panel';
import { RestoreOffer as RestoreOfferPart } from '../lifecycle/restore-offer';
import { LiveFee as LiveFeePart, LiveReview as LiveReviewPart } from '../stepper/live-parts';

export const Acknowledgement = themed(AcknowledgementPart);
export const ConflictDialog = themed(ConflictDialogPart);
export const LifecycleBar = themed(LifecycleBarPart);
export const MigrationPanel = themed(MigrationPanelPart);
export const RestoreOffer = themed(RestoreOfferPart);
export const LiveFee = themed(LiveFeePart);
export const LiveReview = themed(LiveReviewPart);
