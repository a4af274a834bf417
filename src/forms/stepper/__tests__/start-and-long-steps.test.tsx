import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { CatalogEntry } from '@/domain/catalog/types';
import { loadService } from '@/domain/catalog/load-service';
import { files, renderStepper, sample, service, SLOW } from '../../__tests__/support';
import { withEngineUi } from '../../catalog/engine-ui';

const tle = service('TimeLimitExtensionService');

/** A one-step service whose only group holds `n` text fields. */
function longService(n: number) {
  const names = Array.from({ length: n }, (_, i) => `f${i + 1}`);
  const entry: CatalogEntry = {
    id: 'Long',
    folder: 'long',
    title: 'Long',
    description: '',
    serviceMasterId: 0,
    submitMode: 'draft',
    version: 1,
  };
  const own = {
    'long/schema.json': {
      type: 'object',
      properties: {
        details: {
          type: 'object',
          title: 'Details',
          properties: Object.fromEntries(names.map((f) => [f, { type: 'string', title: f }])),
        },
      },
    },
    'long/ui.json': {},
    'long/steps.json': {
      title: 'Long',
      version: 1,
      submitMode: 'draft',
      steps: [{ id: 'details', title: 'Details', fields: ['details'] }],
    },
  };
  return withEngineUi(loadService({ ...files, ...own }, entry));
}

describe('the step list when the stepper opens', SLOW, () => {
  it('shows at once that a step a resumed draft already passed has errors', () => {
    const answers = sample(tle);
    delete (answers.status as Record<string, unknown>).planApprovalNo;
    renderStepper(tle, { initialAnswers: answers, initialStep: 'request' });
    expect(
      screen.getByRole('tab', { name: /Current status ?\(step 2 of \d+, has errors\)/ }),
    ).toBeVisible();
  });

  it('catches up for a new application once the first step is on screen', async () => {
    renderStepper(tle, { initialAnswers: {} });
    // The applicant's facts are missing, so the next step cannot be opened from the list yet.
    await waitFor(() =>
      expect(
        screen.getByRole('tab', { name: /Current status ?\(step 2 of \d+, not available yet\)/ }),
      ).toBeDisabled(),
    );
  });
});

describe('a long step', SLOW, () => {
  it('shows its first 24 fields at once and the rest just after', async () => {
    renderStepper(longService(30), { initialAnswers: {} });
    expect(screen.getAllByRole('textbox')).toHaveLength(24);
    await waitFor(() => expect(screen.getAllByRole('textbox')).toHaveLength(30));
    expect(screen.getByRole('textbox', { name: 'f30' })).toBeInTheDocument();
  });
});
