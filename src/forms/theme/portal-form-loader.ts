/**
 * Loads the MUI theme's RJSF form (themed-portal-form.tsx), with the rest of RJSF, once. Every
 * service opens on a step of facts drawn without MUI or RJSF (stepper/facts-step.tsx); the stepper
 * loads this once that step is on screen, and its moves wait for it (stepper/domain-gate.ts), so
 * the next step seldom waits. A failed download is forgotten: the next call tries again.
 */
import { loadedModule, moduleLoader } from '@/lib/lazy-module';

/** Starts loading the themed form (or returns the load under way). */
export const loadPortalForm = moduleLoader(() => import('./themed-portal-form'));

/** The loaded module, or undefined while it is not in yet. */
export const loadedPortalForm = () => loadedModule(loadPortalForm);
