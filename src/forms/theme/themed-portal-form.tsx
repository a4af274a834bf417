import { themed } from '@/ui/theme-provider';
import { PortalForm } from './portal-theme';

/**
 * The MUI-themed RJSF form of a step with fields to fill in, inside MUI's theme (the service page
 * around it is plain CSS). Loaded on demand: portal-form-loader.ts.
 */
export const ThemedPortalForm = themed(PortalForm);
