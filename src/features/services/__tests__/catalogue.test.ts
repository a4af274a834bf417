import { describe, expect, it } from 'vitest';
import type { PlotService } from '@/api/scrutiny';
import { groupCatalogue, inProgress, matchesQuery, plainDescription } from '../catalogue';

const svc = (
  id: string,
  serviceMasterId: number,
  title: string,
  available = true,
  description = '',
): PlotService => ({
  id,
  title,
  description,
  serviceMasterId,
  submitMode: 'draft',
  available,
  reason: available ? null : 'Needs something first.',
});

const services = [
  svc('NoDueCertificateService', 2, 'No-dues certificate', true, 'Certificate that dues are paid.'),
  svc('FinalFormBService', 1, 'Fire Form B (half-yearly compliance)', false),
  svc('FinalFireApprovalService', 1, 'Final fire NOC'),
  svc('SubLetteservice', 0, 'Sub-letting permission', false, 'Give part of the premises.'),
  svc('DuplicateAllotmentService', 0, 'Duplicate allotment letter'),
  svc('NewWaterConnectionService', 2, 'New water connection'),
];

const shape = (query: string) =>
  groupCatalogue(services, query).map((g) => [g.department.name, g.services.map((s) => s.id)]);

describe('plainDescription', () => {
  it('keeps the first sentence without the analysts’ source notes', () => {
    expect(
      plainDescription(
        'Hand the plot back and claim a refund (25 % of the premium, public). Fields are [assumed].',
      ),
    ).toBe('Hand the plot back and claim a refund (25 % of the premium).');
    expect(plainDescription('Divide one plot (public). The fee is a PLACEHOLDER.')).toBe(
      'Divide one plot.',
    );
    expect(plainDescription('Needs the provisional PNG approval [assumed].')).toBe(
      'Needs the provisional PNG approval.',
    );
    expect(plainDescription('More than 75 % must be hardware (public rule, checked).')).toBe(
      'More than 75 % must be hardware.',
    );
    expect(plainDescription(undefined)).toBe('');
  });
});

describe('matchesQuery', () => {
  it('needs every word, in the title or the description, ignoring case and punctuation', () => {
    const noDues = services[0]!;
    expect(matchesQuery(noDues, '')).toBe(true);
    expect(matchesQuery(noDues, 'NO DUES')).toBe(true);
    expect(matchesQuery(noDues, 'certificate paid')).toBe(true);
    expect(matchesQuery(noDues, 'certificate lease')).toBe(false);
  });

  it('does not search the analysts’ notes the page does not show', () => {
    expect(
      matchesQuery(
        svc('X', 0, 'Transfer', true, 'Transfer it. Fee is a PLACEHOLDER.'),
        'placeholder',
      ),
    ).toBe(false);
  });
});

describe('groupCatalogue', () => {
  it('groups by department in department order, open services first, then by title', () => {
    expect(shape('')).toEqual([
      ['Lease and Land', ['DuplicateAllotmentService', 'SubLetteservice']],
      ['Fire and PNG', ['FinalFireApprovalService', 'FinalFormBService']],
      ['Water', ['NewWaterConnectionService', 'NoDueCertificateService']],
    ]);
  });

  it('keeps the grouping when searching and drops departments with no match', () => {
    expect(shape('fire')).toEqual([
      ['Fire and PNG', ['FinalFireApprovalService', 'FinalFormBService']],
    ]);
    expect(shape('certificate')).toEqual([['Water', ['NoDueCertificateService']]]);
    expect(shape('letter')).toEqual([['Lease and Land', ['DuplicateAllotmentService']]]);
  });

  it('answers nothing when nothing matches', () => {
    expect(groupCatalogue(services, 'helicopter')).toEqual([]);
  });
});

describe('inProgress', () => {
  it('keeps the newest open application of each service, not closed or approved ones', () => {
    const row = (SubmissionId: string, ServiceId: string, Status: string) => ({
      SubmissionId,
      PlotID: 'P',
      ServiceId,
      ServiceName: ServiceId,
      AnnexureMasterID: 1,
      Status,
      TentativeCost: null,
      Action: null,
      PendingActions: [],
      CreatedBy: 1,
      CreatedDate: '2026-01-01T00:00:00.000Z',
      SubmittedDate: null,
    });
    const open = inProgress([
      row('S-5', 'A', 'ClarificationSought'),
      row('S-4', 'A', 'Withdrawn'),
      row('S-3', 'B', 'Approved'),
      row('S-2', 'C', 'Rejected'),
      row('S-1', 'D', 'Draft'),
    ]);
    expect([...open].map(([id, r]) => [id, r.SubmissionId])).toEqual([
      ['A', 'S-5'],
      ['D', 'S-1'],
    ]);
  });
});
