/**
 * New Plot Registration (spec §2 /plotregistration) is a form of the engine but not a catalogue
 * service: it creates a plot, not an application. Browser and server load it from the same files
 * (schemas/forms/plot-registration/) through this entry, so both validate against one schema.
 */
import type { CatalogEntry } from './catalog/types';

/** The id its uploads are filed under (the upload endpoint's ServiceId). */
export const PLOT_REGISTRATION_ID = 'PlotRegistration';

/** The loader's entry for the registration form (never listed in services.catalog.json). */
export const plotRegistrationEntry: CatalogEntry = {
  id: PLOT_REGISTRATION_ID,
  folder: 'forms/plot-registration',
  title: 'New Plot Registration',
  description: 'Register a plot allotted to your company so you can apply for its services.',
  // No department: registering a plot is not a service of any department (spec §6).
  serviceMasterId: -1,
  submitMode: 'direct',
  version: 1,
};

/** Where a plot registration stands (plots.registration_status). */
export type RegistrationStatus = 'Pending' | 'Approved' | 'Rejected' | 'Cancelled';

/** What the plot holder reads for each status. */
export const registrationStatusLabels: Record<RegistrationStatus, string> = {
  Pending: 'Pending verification',
  Approved: 'Verified',
  Rejected: 'Registration rejected',
  Cancelled: 'Registration cancelled',
};
