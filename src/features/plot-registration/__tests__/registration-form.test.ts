import { describe, expect, it } from 'vitest';
import { filesFromGlob } from '@/domain/catalog/files';
import { loadService } from '@/domain/catalog/load-service';
import type { UiSchema } from '@/domain/catalog/types';
import { plotRegistrationEntry } from '@/domain/plot-registration';
import { validateData } from '@/domain/validation/validate-data';
import { registrationPrefill } from '../prefill';
import { withAreas } from '../use-registration-form';

const files = filesFromGlob(
  import.meta.glob('/schemas/**/*.json', { eager: true, import: 'default' }),
);
const form = loadService(files, plotRegistrationEntry);
const areaUi = (ui: UiSchema) =>
  (ui.plotInfo as Record<string, UiSchema | undefined> | undefined)?.IndustrialAreaId;

describe('plot registration form', () => {
  it('accepts its sample and refuses an unknown field with its path', () => {
    expect(validateData(form, form.sample.data, 'submit', {}).valid).toBe(true);
    const extra = structuredClone(form.sample.data) as Record<string, Record<string, unknown>>;
    extra.plotInfo!.Colour = 'blue';
    const { errors } = validateData(form, extra, 'submit', {});
    expect(errors.map((e) => e.path)).toContain('/plotInfo/Colour');
  });

  it('offers the industrial areas by name as the area field, through the UI schema', () => {
    const loaded = withAreas(form, [
      { IndustrialAreaId: 7, Name: 'Chakan', DistrictId: 521, DistrictName: 'Pune' },
    ]);
    expect(areaUi(loaded.uiSchema)).toMatchObject({
      'ui:widget': 'ChoicesWidget',
      'ui:options': { choices: [{ value: 7, label: 'Chakan (Pune district)' }] },
    });
    // The schema is left as written (its validators are precompiled for it), the form unchanged.
    expect(loaded.schema).toBe(form.schema);
    expect(areaUi(form.uiSchema)?.['ui:widget']).toBeUndefined();
  });

  it("starts a holder's registration from their profile, leaving out what is empty", () => {
    const answers = registrationPrefill(
      { CompanyName: 'Demo Industries Pvt Ltd', City: 'Mumbai', Pincode: '', CompanyAddress: null },
      { UserName: 'Demo Investor', Email: 'investor@demo.test' },
    );
    expect(answers).toEqual({
      applicantInfo: { FullName: 'Demo Investor', ContactEmail: 'investor@demo.test' },
      registeredOfficeInfo: {
        CompanyName: 'Demo Industries Pvt Ltd',
        CompanyCity: 'Mumbai',
        ContactEmail1: 'investor@demo.test',
      },
    });
  });
});
