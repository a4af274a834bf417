/**
 * Loads the stepper screen's parts that use MUI (mui-parts.tsx), once. They load on demand, and
 * with the MUI form once the first step is on screen (later-code.ts). A module of its own, so that
 * asking for them early (a page opening further on) does not wait for the stepper's code.
 */
import { moduleLoader } from '@/lib/lazy-module';

export const loadStepperParts = moduleLoader(() => import('./mui-parts'));
