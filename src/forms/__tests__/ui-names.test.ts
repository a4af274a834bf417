import { describe, expect, it } from 'vitest';
import { getDefaultRegistry } from '@rjsf/core';
import { hasWidget } from '@rjsf/utils';
import type { RJSFSchema } from '@rjsf/utils';
import {
  fieldNames,
  templateNames,
  widgetNames,
  widgetShortNames,
} from '@/domain/checker/ui-names';
import { portalTheme } from '../theme/portal-theme';

// The registry the portal's form uses: RJSF's defaults with the theme's merged over them.
const defaults = getDefaultRegistry();
const registry = {
  widgets: { ...defaults.widgets, ...portalTheme.widgets },
  fields: { ...defaults.fields, ...portalTheme.fields },
  templates: { ...defaults.templates, ...portalTheme.templates },
};

describe("the checker's UI names", () => {
  it('are the widgets, fields and templates of the form engine', () => {
    expect([...widgetNames].sort()).toEqual(Object.keys(registry.widgets).sort());
    expect([...fieldNames].sort()).toEqual(Object.keys(registry.fields).sort());
    expect([...templateNames].sort()).toEqual(Object.keys(registry.templates).sort());
  });

  it('accept a short widget name for exactly the types RJSF renders it for', () => {
    const shortNames = new Set([...Object.values(widgetShortNames).flat(), 'textarae', 'slider']);
    for (const type of ['string', 'number', 'integer', 'boolean', 'array', 'object'] as const) {
      const schema: RJSFSchema = type === 'array' ? { type, items: { type: 'string' } } : { type };
      for (const name of shortNames) {
        const rjsf = hasWidget(schema, name, registry.widgets);
        expect(widgetShortNames[type]?.includes(name) ?? false, `${type} ${name}`).toBe(rjsf);
      }
    }
  });
});
