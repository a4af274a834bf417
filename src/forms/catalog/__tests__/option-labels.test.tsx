import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { catalogEntry } from '@/config/service-catalog';
import { activateLanguage } from '@/i18n/i18n';
import { files, renderStepper, sample, SLOW } from '../../__tests__/support';
import { REVIEW_STEP } from '../../stepper/step-list';
import { loadFromFiles } from '../use-service';

const entry = catalogEntry('ChangeCompanyNameService')!;

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

function marathi() {
  const load = loadFromFiles(files, entry, 'mr');
  if (load.status !== 'ready') throw new Error('the service did not load in Marathi');
  return load.service;
}

describe('answer options in Marathi', SLOW, () => {
  it('offers each option by its Marathi label', async () => {
    await act(() => activateLanguage('mr'));
    renderStepper(marathi(), { initialAnswers: {}, initialStep: 'change' });
    const group = screen.getByRole('radiogroup', { name: 'काय बदलत आहे?' });
    expect(within(group).getByRole('radio', { name: 'केवळ नाव' })).toBeInTheDocument();
    expect(within(group).queryByRole('radio', { name: 'Name only' })).toBeNull();
  });

  it('reads the chosen option in Marathi on the Review step, stored in English', async () => {
    await act(() => activateLanguage('mr'));
    const s = marathi();
    const answers = sample(s);
    (answers.change as Record<string, unknown>).changeType = 'Name only';
    renderStepper(s, { initialAnswers: answers, initialStep: REVIEW_STEP });
    const question = await screen.findByText('काय बदलत आहे?');
    expect(question.nextElementSibling?.textContent).toBe('केवळ नाव');
  });

  it('keeps English options in English', () => {
    const load = loadFromFiles(files, entry);
    if (load.status !== 'ready') throw new Error('not loaded');
    const change = load.service.uiSchema.change as Record<string, Record<string, unknown>>;
    expect(change.changeType?.['ui:enumNames']).toBeUndefined();
  });
});
