import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { page, plotDetails, tree } from './support';
import { ok, rates, renderStepper, sample, SLOW, stubFetch } from '@/forms/__tests__/support';
import { FORM_CHANGED } from '@/forms/lifecycle/set-aside';
import { FORM_CHANGED_TITLE, SET_ASIDE_TITLE } from '@/forms/lifecycle/migration-panel';

/** An answer the server set aside at an earlier save. */
const keptByServer = {
  path: '/reason/oldSurvey',
  oldValue: 'Survey no. 12',
  reason: 'no longer asked in version 1',
  fromVersion: 0,
  toVersion: 1,
  at: '2026-11-20T10:00:00.000Z',
};

const resume = (id: string) =>
  page(`/PlotService/raiseServiceRequest/${tree.id}?SubmissionId=${id}`);

/** Answers the record of `id` and the plot; records the calls. */
function serve(id: string, record: Record<string, unknown>) {
  return stubFetch((url) => {
    if (url.endsWith(`/api/applications/${id}/set-aside/seen`))
      return ok({ SubmissionId: id, SetAside: [] });
    if (url.includes(`/api/applications/${id}`)) {
      return ok({ SubmissionId: id, PlotID: 'NGP-BUT-C7', ServiceId: tree.id, ...record });
    }
    if (url.includes('/api/plots/NGP-BUT-C7')) return ok(plotDetails);
    if (url.endsWith('/api/rates')) return ok(rates);
    return [404, { IsSuccess: false, Message: 'not found', Data: null }];
  });
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((r) => r.textContent);

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the set-aside answers panel', SLOW, () => {
  it('lists what the server keeps and what this version cannot keep, until marked seen', async () => {
    const calls = serve('S-1', {
      Status: 'Draft',
      SchemaVersion: 0,
      CurrentStep: 'reason',
      Data: { ...sample(tree), retiredQuestion: 'typed on version 0' },
      SetAside: [keptByServer],
    });
    resume('S-1');
    const table = await screen.findByRole('table', { name: 'Answers set aside' });
    expect(screen.getByText(SET_ASIDE_TITLE)).toBeInTheDocument();
    expect(screen.getByText(/kept with your draft but set aside/)).toBeInTheDocument();
    const rows = rowsOf(table);
    expect(rows).toContainEqual(
      expect.stringContaining('Survey no. 12no longer asked in version 1'),
    );
    expect(rows).toContainEqual(
      expect.stringContaining('retiredQuestiontyped on version 0no longer asked in version 1'),
    );
    // The form is there beside the panel: the applicant can enter the answers again.
    expect(screen.getByRole('heading', { level: 2, name: 'Reason' })).toBeInTheDocument();

    await screen.findByRole('button', { name: 'I have noted these' }).then((b) => b.click());
    await waitFor(() => expect(screen.queryByText(SET_ASIDE_TITLE)).not.toBeInTheDocument());
    expect(calls.some((c) => c.url.endsWith('/api/applications/S-1/set-aside/seen'))).toBe(true);
  });

  it('shows in place, in an open tab, that the server saved the draft on a newer version', async () => {
    const draftCalls: unknown[] = [];
    stubFetch((url, init) => {
      if (url.endsWith('/api/applications/draft')) {
        draftCalls.push(init?.body);
        return ok({
          SubmissionId: 'S-2',
          Status: 'Draft',
          SchemaVersion: tree.version + 1,
          SetAside: [
            {
              path: '/reason/purpose',
              oldValue: 'Road widening',
              reason: `no longer asked in version ${tree.version + 1}`,
              fromVersion: tree.version,
              toVersion: tree.version + 1,
              at: '2026-11-23T10:00:00.000Z',
            },
          ],
        });
      }
      return [404, { IsSuccess: false, Message: 'not found', Data: null }];
    });
    const { user } = renderStepper(tree, {
      mode: 'live',
      status: 'Draft',
      submissionId: 'S-2',
      initialAnswers: sample(tree),
      initialStep: 'reason',
    });
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    const panel = await screen.findByRole('region', { name: FORM_CHANGED_TITLE });
    expect(panel).toHaveTextContent(
      `Your draft is saved on version ${tree.version + 1} of this form; this page shows version ${tree.version}.`,
    );
    expect(rowsOf(within(panel).getByRole('table'))).toContainEqual(
      expect.stringContaining('Road wideningno longer asked in version 2'),
    );
    expect(within(panel).getByRole('button', { name: 'Reload the form' })).toBeInTheDocument();
    // The step is still on screen, and the save line does not claim a plain "Saved at".
    expect(screen.getByRole('heading', { level: 2, name: 'Reason' })).toBeInTheDocument();
    expect(screen.getByText(FORM_CHANGED)).toHaveAttribute('role', 'status');
    expect(screen.queryByText(/^Saved at/)).not.toBeInTheDocument();
    // The old form no longer saves over the draft.
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(draftCalls).toHaveLength(1);
  });

  it('after a reload on a page older than the draft, lists the kept answers instead of the old form', async () => {
    serve('S-3', {
      Status: 'Draft',
      SchemaVersion: tree.version + 1,
      CurrentStep: 'reason',
      Data: sample(tree),
      SetAside: [{ ...keptByServer, fromVersion: tree.version, toVersion: tree.version + 1 }],
    });
    resume('S-3');
    const panel = await screen.findByRole('region', { name: FORM_CHANGED_TITLE });
    expect(rowsOf(within(panel).getByRole('table'))).toContainEqual(
      expect.stringContaining('Survey no. 12'),
    );
    expect(within(panel).getByRole('button', { name: 'Reload the form' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save as draft' })).not.toBeInTheDocument();
  });
});
