/**
 * The service page's parts that use MUI, each inside the theme. The page is plain CSS up to the
 * form's first step (a step of facts, drawn without MUI: src/forms/stepper/facts-step.tsx), so these
 * load only when one is shown: a plot to pick, a notice, a broken or newer definition, a payment.
 */
import { ClarificationNotice as ClarificationNoticePart } from '@/entities/application/clarification-notice';
import { PayButton as PayButtonPart } from '@/entities/payment/pay-button';
import { PlotPicker as PlotPickerPart } from '@/entities/plot/plot-picker';
import { ServiceError as ServiceErrorPart } from '@/forms/catalog/service-error';
import { themed } from '@/ui/theme-provider';
import { OutdatedForm as OutdatedFormPart } from './outdated-form';
import { UnmetNotice as UnmetNoticePart } from './unmet-notice';

export const ClarificationNotice = themed(ClarificationNoticePart);
export const OutdatedForm = themed(OutdatedFormPart);
export const PayButton = themed(PayButtonPart);
export const PlotPicker = themed(PlotPickerPart);
export const ServiceError = themed(ServiceErrorPart);
export const UnmetNotice = themed(UnmetNoticePart);
