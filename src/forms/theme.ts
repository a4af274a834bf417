/**
 * The engine's RJSF theme: @rjsf/mui with our widgets, templates and fields merged over it. Built
 * once at module scope, so the registries keep one identity and RJSF never re-creates its registry.
 */
import { withTheme, type ThemeProps } from '@rjsf/core';
import { Theme as MuiTheme } from '@rjsf/mui';
import { fields } from './fields';
import { templates } from './templates';
import { widgets } from './widgets';

/** @rjsf/mui plus the portal's registries. */
export const portalTheme: ThemeProps = {
  ...MuiTheme,
  widgets: { ...MuiTheme.widgets, ...widgets },
  templates: {
    ...MuiTheme.templates,
    ...templates,
    ButtonTemplates: { ...MuiTheme.templates?.ButtonTemplates, ...templates.ButtonTemplates },
  },
  fields: { ...MuiTheme.fields, ...fields },
};

/** The RJSF Form themed for the portal. */
export const PortalForm = withTheme(portalTheme);
