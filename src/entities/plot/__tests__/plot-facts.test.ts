import { describe, expect, it } from 'vitest';
import { plotFactGroups } from '../plot-facts';

/** A plot as GET /api/plots/:plotId answers it (the demo seed's Taloja plot, keys shuffled). */
const plot = {
  plotData: {
    SuggestedApplications: 3,
    PlotName: 'Plot A-12, Taloja MIDC',
    consumerNo: 'TLJ/IND/004512',
    PlotID: 'RAI-TLJ-A12',
    ApprovedApplications: 1,
    OnGoingApplications: 2,
    PendingApplications: 0,
  },
  plotInfo: {
    TypeOfplot: 'Industrial',
    PlotArea: 4000,
    IsMIDCPlot: true,
    PlotDistrictID: 520,
    IndustrialAreaId: 7,
    PlotNumber: 'A-12',
    PropertyFormType: 'Plot',
  },
  applicantInfo: {
    ContactPin: '410208',
    DistrictID: 520,
    StateID: 27,
    FullName: 'Asha Kulkarni',
    ContactEmail: 'asha@example.com',
    Contenttype1: 'application/pdf',
  },
  registeredOfficeInfo: {
    ContactEmail2: '',
    ContactEmail1: 'office@example.com',
    CompanyName: 'Demo Industries Pvt Ltd',
    CompanyStateID: 27,
  },
  unitContactInfo: {
    ReceiveSMSAlerts: true,
    EMACKDate: '2012-01-16',
    TypeOfActivity: 'Manufacturing',
  },
  facts: { industrialAreaName: 'Taloja' },
};

const group = (title: string) => plotFactGroups(plot).find((g) => g.title === title)!;
const rows = (title: string) => group(title).rows.map((r) => [r.term, r.value]);

describe('plot facts for reading (Plot Details)', () => {
  it('groups in a deliberate order, the plot first', () => {
    expect(plotFactGroups(plot).map((g) => g.title)).toEqual([
      'Plot',
      'Applications',
      'Unit and activity',
      'Applicant',
      'Registered office',
    ]);
  });

  it('names coded answers and uses the form’s wording, in the form’s order', () => {
    expect(rows('Applicant')).toEqual([
      ['Full name', 'Asha Kulkarni'],
      ['Email', 'asha@example.com'],
      ['State', 'Maharashtra'],
      ['District', 'Raigad'],
      ['PIN code', '410208'],
    ]);
    expect(rows('Plot')).toEqual([
      ['Plot', 'Plot A-12, Taloja MIDC'],
      ['Plot ID', 'RAI-TLJ-A12'],
      ['Industrial area', 'Taloja'],
      ['Property no. (plot / shed / gala)', 'A-12'],
      ['Plot area (m²)', '4000'],
      ['Property form', 'Plot'],
      ['Type of property', 'Industrial'],
      ['Corporation (MIDC) plot', 'Yes, an MIDC plot'],
      ['Water consumer number', 'TLJ/IND/004512'],
    ]);
  });

  it('shows dates as dd-mm-yyyy, yes/no for switches, and no codes or machine labels', () => {
    expect(rows('Unit and activity')).toContainEqual(['Acknowledgement date', '16-01-2012']);
    expect(rows('Unit and activity')).toContainEqual(['SMS alerts', 'Yes']);
    expect(rows('Registered office')).toEqual([
      ['Company name', 'Demo Industries Pvt Ltd'],
      ['State', 'Maharashtra'],
      ['Contact email 1', 'office@example.com'],
    ]);
    const all = plotFactGroups(plot).flatMap((g) => g.rows);
    for (const { term, value } of all) {
      expect(term).not.toMatch(/(district|state|area) code|content ?type/i);
      expect(term).not.toMatch(/[a-z]\d|[a-z][A-Z]/); // email1, CompanyPhoneNo
      expect(value).not.toMatch(/^\d{4}-\d{2}-\d{2}/);
    }
  });
});
