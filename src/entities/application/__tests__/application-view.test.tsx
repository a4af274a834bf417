import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { ApplicationRecord } from '@/api/applications';
import { cloneJson, type JsonObject } from '@/domain/catalog/json';
import { ok, sample, service, SLOW, stubFetch } from '@/forms/__tests__/support';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ApplicationView } from '../application-view';

const current = service('TimeLimitExtensionService');

/** The same service as version 1 was: other titles for a question and a step. */
function olderDefinition(): JsonObject {
  const old = cloneJson(current as unknown as JsonObject) as unknown as typeof current;
  old.version = 1;
  const status = old.schema.properties?.status as {
    properties: { investment: { title: string } };
  };
  status.properties.investment.title = 'Money invested until today (₹)';
  const step = old.steps.find((s) => s.id === 'status');
  if (step) step.title = 'Where the building stands';
  return old as unknown as JsonObject;
}

function record(filedOnCurrent: boolean): ApplicationRecord {
  return {
    SubmissionId: 'SUB-9',
    PlotID: 'P-1',
    ServiceId: 'TimeLimitExtensionService',
    ServiceName: 'TimeLimitExtensionService',
    ServiceMasterId: 2,
    Status: 'Submitted',
    submissionStatus: { StatusId: 2, StatusName: 'Submitted', DocumentReceivedDate: null },
    SchemaVersion: filedOnCurrent ? current.version : 1,
    DefinitionHash: 'a'.repeat(64),
    DefinitionIsCurrent: filedOnCurrent,
    CurrentStep: null,
    Data: sample(current),
    SetAside: [],
    TentativeCost: null,
    FeeLines: [],
    Declarations: [],
    Uploads: [],
    Timeline: [],
    Actions: [],
    CreatedBy: 1,
    CreatedDate: '2026-01-01T00:00:00.000Z',
    UpdatedDate: '2026-01-01T00:00:00.000Z',
    SubmittedDate: null,
    Version: 1,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('an application read on the form it was filed on', () => {
  it('shows the older form’s titles and says which version it was filed on', SLOW, async () => {
    const calls = stubFetch((url) =>
      url.endsWith('/api/applications/SUB-9/definition')
        ? ok({
            SubmissionId: 'SUB-9',
            ServiceId: 'TimeLimitExtensionService',
            SchemaVersion: 1,
            DefinitionHash: 'a'.repeat(64),
            Definition: olderDefinition(),
          })
        : [404, { IsSuccess: false, Message: 'Not found' }],
    );
    renderWithProviders(<ApplicationView record={record(false)} />);
    expect(await screen.findByText('Money invested until today (₹)')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Where the building stands' })).toBeTruthy();
    expect(screen.queryByText('Investment made so far (₹)')).toBeNull();
    expect(screen.getByTestId('filed-version').textContent).toMatch(
      /^Filed on version 1 of this form\./,
    );
    expect(calls.map((c) => c.url)).toEqual([
      expect.stringMatching(/\/api\/applications\/SUB-9\/definition$/),
    ]);
  });

  it(
    'reads an application filed on the current form with it, asking nothing more',
    SLOW,
    async () => {
      const calls = stubFetch(() => [404, { IsSuccess: false, Message: 'Not found' }]);
      renderWithProviders(<ApplicationView record={record(true)} />);
      expect(await screen.findByText('Investment made so far (₹)')).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Current status' })).toBeTruthy();
      expect(screen.queryByTestId('filed-version')).toBeNull();
      expect(calls).toEqual([]);
    },
  );
});
