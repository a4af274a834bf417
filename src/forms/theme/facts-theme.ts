/**
 * The engine's RJSF theme for a step that only shows facts (every field read-only, no lists, no
 * uploads: `factsOnly` in stepper/step-form-parts.ts). Every service opens on such a step, the
 * applicant and plot from the registration, and this theme draws it with plain elements and CSS:
 * the form's first step shows without MUI's code (~86 kB gzip) and its styling work. A step with
 * anything to fill in uses portal-theme.ts, which loads MUI.
 */
import { withTheme } from '@rjsf/core';
import { FactsFieldTemplate } from '../templates/fact';
import { ObjectFieldTemplate } from '../templates/object-field-template';

/** The RJSF Form of a step of facts. */
export const FactsForm = withTheme({
  templates: { FieldTemplate: FactsFieldTemplate, ObjectFieldTemplate },
});
