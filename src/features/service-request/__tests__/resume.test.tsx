import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { sample, SLOW } from '@/forms/__tests__/support';
import { page, serveRecord, tree } from './support';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('resuming an application', SLOW, () => {
  it('resumes a draft of an older version and lists the answers that no longer fit', async () => {
    const old = {
      ...sample(tree),
      oldQuestion: 'kept from version 0',
      reason: { reason: 'Road widening' },
    };
    serveRecord({
      SubmissionId: 'S-1',
      PlotID: 'NGP-BUT-C7',
      ServiceId: tree.id,
      Status: 'Draft',
      SchemaVersion: 0,
      CurrentStep: 'reason',
      Data: old,
    });
    page('/PlotService/raiseServiceRequest/TreeFellingRePlantationService?SubmissionId=S-1');
    const panel = await screen.findByRole('table', { name: 'Answers set aside' });
    expect(screen.getByText('Some saved answers no longer fit this form')).toBeInTheDocument();
    expect(
      screen.getByText(/saved on version 0 of this form; it is now version 1/),
    ).toBeInTheDocument();
    const rows = within(panel)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toContainEqual(
      expect.stringContaining('oldQuestionkept from version 0no longer asked in version 1'),
    );
    expect(rows).toContainEqual(expect.stringMatching(/Reason › ReasonRoad widening/));
    expect(screen.getByRole('heading', { level: 2, name: 'Reason' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change plot' })).not.toBeInTheDocument();
  });

  it('shows a resumed draft’s facts as the plot’s registration has them now', async () => {
    serveRecord({
      SubmissionId: 'S-2',
      PlotID: 'NGP-BUT-C7',
      ServiceId: tree.id,
      Status: 'Draft',
      SchemaVersion: 1,
      CurrentStep: 'applicant',
      // Saved before the registration was corrected (or sent by some other client).
      Data: { ...sample(tree), applicant: { fullName: 'Somebody Else', mobile: '9000000000' } },
    });
    page('/PlotService/raiseServiceRequest/TreeFellingRePlantationService?SubmissionId=S-2');
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveTextContent('Ravi Deshmukh');
    expect(screen.getByLabelText('Mobile')).toHaveTextContent('9876500000');
    expect(screen.queryByText('Somebody Else')).not.toBeInTheDocument();
  });

  it('shows a submitted application read-only, on its review, with the server fee and withdraw', async () => {
    serveRecord({
      SubmissionId: 'S-5',
      PlotID: 'NGP-BUT-C7',
      ServiceId: tree.id,
      Status: 'Submitted',
      SchemaVersion: 1,
      Data: sample(tree),
      TentativeCost: 10500,
      FeeLines: [{ id: 'applicationFee', label: 'Application fee', amount: 10500 }],
    });
    page('/PlotService/raiseServiceRequest/TreeFellingRePlantationService?SubmissionId=S-5');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Review and submit' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^Status: Submitted\. .*its answers can no longer be changed/),
    ).toBeInTheDocument();
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('₹10,500.00');
    expect(screen.getByRole('button', { name: 'Withdraw application' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Change / })).not.toBeInTheDocument();
  });
});
