/**
 * The engine's RJSF theme: @rjsf/mui's templates and the widgets our schemas use, with our widgets,
 * templates and fields merged over them. Built once at module scope, so the registries keep one
 * identity and RJSF never re-creates its registry. @rjsf/mui's range widget is left out (no schema
 * asks for a slider, and it would add weight to every form page); RJSF's own HTML range input
 * remains for a schema that would.
 */
import { withTheme, type ThemeProps } from '@rjsf/core';
import { Templates as MuiTemplates } from '@rjsf/mui';
import CheckboxesWidget from '@rjsf/mui/lib/CheckboxesWidget/CheckboxesWidget.js';
import CheckboxWidget from '@rjsf/mui/lib/CheckboxWidget/CheckboxWidget.js';
import TextareaWidget from '@rjsf/mui/lib/TextareaWidget/TextareaWidget.js';
import { fields } from '../fields';
import { templates } from '../templates';
import { widgets } from '../widgets';

/** @rjsf/mui's parts we use plus the portal's registries. */
export const portalTheme: ThemeProps = {
  widgets: { CheckboxWidget, CheckboxesWidget, TextareaWidget, ...widgets },
  templates: {
    ...MuiTemplates,
    ...templates,
    ButtonTemplates: { ...MuiTemplates.ButtonTemplates, ...templates.ButtonTemplates },
  },
  fields,
};

/** The RJSF Form themed for the portal. */
export const PortalForm = withTheme(portalTheme);
