import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { JsonObject } from '@/domain/catalog/json';
import { plotRegistrationEntry } from '@/domain/plot-registration';
import { validateData } from '@/domain/validation/validate-data';
import { loadFromFiles } from '@/forms/catalog/use-service';
import { files, renderStepper, SLOW } from '@/forms/__tests__/support';

const loaded = loadFromFiles(files, plotRegistrationEntry);
if (loaded.status !== 'ready') throw new Error('the registration form does not load');
const form = loaded.service;

const ANDAMAN = 'Andaman and Nicobar Islands';

/** The sample's answers with the applicant's state and district replaced. */
function applicantIn(StateID: number, DistrictID?: number): JsonObject {
  const answers = structuredClone(form.sample.data) as Record<string, Record<string, unknown>>;
  answers.applicantInfo = { ...answers.applicantInfo, StateID, DistrictID };
  return answers as JsonObject;
}

describe('plot registration: districts follow the chosen state', SLOW, () => {
  it("offers Maharashtra's districts only when the state is Maharashtra, and clears the district when the state changes", async () => {
    const { user } = renderStepper(form, {
      initialAnswers: form.sample.data,
      initialStep: 'applicant',
      plotFacts: {},
    });
    const district = () => screen.queryByRole('combobox', { name: /^District/ });
    expect(district()).toHaveTextContent('Pune');

    await user.click(screen.getByRole('combobox', { name: /^State/ }));
    await user.click(await screen.findByRole('option', { name: ANDAMAN }));
    await waitFor(() => expect(district()).not.toBeInTheDocument());

    await user.click(screen.getByRole('combobox', { name: /^State/ }));
    await user.click(await screen.findByRole('option', { name: 'Maharashtra' }));
    await waitFor(() => expect(district()).toBeInTheDocument());
    // The district chosen before went with the state it belonged to.
    expect(district()).not.toHaveTextContent('Pune');
    await user.click(district()!);
    const options = within(await screen.findByRole('listbox'));
    expect(options.getByRole('option', { name: 'Ahmednagar' })).toBeInTheDocument();
    expect(options.queryByRole('option', { name: ANDAMAN })).toBeNull();
  });

  it('refuses a district of another state in plain words, naming the field', () => {
    const { errors } = validateData(form, applicantIn(35, 522), 'submit', {});
    expect(errors).toContainEqual({
      path: '/applicantInfo/DistrictID',
      keyword: 'check',
      message:
        "The districts listed are Maharashtra's: choose a district only when the applicant's state is Maharashtra, or leave it empty",
    });
    expect(validateData(form, applicantIn(27, 522), 'submit', {}).valid).toBe(true);
    expect(validateData(form, applicantIn(35), 'submit', {}).valid).toBe(true);
  });

  it('refuses a non-MIDC plot: every area listed is an MIDC area', () => {
    const answers = structuredClone(form.sample.data) as Record<string, Record<string, unknown>>;
    answers.plotInfo = { ...answers.plotInfo, IsMIDCPlot: false };
    const { errors } = validateData(form, answers, 'submit', {});
    expect(errors).toEqual([
      expect.objectContaining({
        path: '/plotInfo/IsMIDCPlot',
        message: expect.stringMatching(/^Every industrial area listed is an MIDC area/),
      }),
    ]);
  });
});
