import { themed } from '@/ui/theme-provider';
import { PortalForm } from './portal-theme';

/**
 * The MUI-themed RJSF form of a step with fields to fill in, inside MUI's theme (the service page
 * around it is plain CSS). Loaded on demand: portal-form-loader.ts.
 */
export const ThemedPortalForm = themed(PortalForm);

// The rest of RJSF a step needs, loaded with its form: a form's first step, all facts, is drawn
// and shown without RJSF (stepper/facts-step.tsx), and validated with it once this is in.
export { prepareStepValidator, stepValidator } from '../validation/step-validator';
export { factsRules } from '../validation/facts-rules';
export { rjsfTranslator } from './translate-string';
