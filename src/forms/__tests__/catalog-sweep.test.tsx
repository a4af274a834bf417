/**
 * The engine's part of the catalogue sweep: every service of services.catalog.json renders its
 * first step with its sample, cuts every step into a form, reviews its sample and costs it.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import catalogJson from '../../../services.catalog.json';
import { loadCatalog } from '@/domain/catalog/load-catalog';
import { tentativeFee } from '../fees/fee-inputs';
import { reviewRows } from '../review/review-rows';
import { buildStepForm, initialStepData } from '../stepper/step-form-parts';
import { rates, renderStepper, sample, service, SLOW } from './support';

const ids = loadCatalog(catalogJson).map((e) => e.id);

describe.each(ids)('%s', SLOW, (id) => {
  const s = service(id);

  it('renders step 1 with its sample', () => {
    renderStepper(s, { initialAnswers: sample(s), plotFacts: s.sample.plot });
    expect(screen.getByRole('heading', { level: 2, name: s.steps[0]?.title })).toBeInTheDocument();
  });

  it('cuts every step into its own form and reviews and costs the sample', () => {
    for (const step of s.steps) {
      const parts = buildStepForm(s, step.id);
      expect(Object.keys(parts.schema.properties ?? {}).sort()).toEqual([...step.fields].sort());
      expect(Object.keys(initialStepData(sample(s), step.fields))).toEqual(
        expect.arrayContaining(step.fields.filter((f) => f in s.sample.data)),
      );
      expect(reviewRows(s, step.fields, sample(s)).length).toBeGreaterThan(0);
    }
    const fee = tentativeFee(s, sample(s), s.sample.plot, rates);
    expect(fee.ok && fee.fee.total).toBe(s.sample.expectedFee);
  });
});
