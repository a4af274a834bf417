/**
 * The demo investor's two plots in two industrial areas, with the spec §3 information groups and
 * the back-office facts. Figures are realistic but invented (demo data, not the corporation's):
 *
 * - Plot A-12, Taloja: built and in production since 2014 — BCC obtained, final lease, a water
 *   connection (consumer number), final fire NOC obtained online (so Final Form B is open here).
 *   Fails: final and predetermined lease (already final), PNG final fire, e-intimation, plinth.
 * - Plot W-45, Ranjangaon: allotted 2022, under construction on an agreement to lease — no BCC,
 *   no water connection yet. Fails: sub-letting, sub-lease, final lease, mortgage, Final Form B.
 */
import type { industrialAreas, plots } from '../db/schema-engine.ts';

type AreaSeed = Omit<typeof industrialAreas.$inferInsert, 'industrialAreaId'>;
type PlotSeed = Omit<typeof plots.$inferInsert, 'ownerUserId' | 'industrialAreaId'> & {
  areaCode: string;
};

// District ids follow the Census 2011 district codes of Maharashtra (state code 27).
export const DEMO_AREAS: AreaSeed[] = [
  {
    code: 'TLJ',
    name: 'Taloja',
    districtId: 520,
    districtName: 'Raigad',
    regionalOffice: 'Regional Office, Panvel',
    areaClass: 'A',
    prevailingRate: 7110,
    rateEffectiveFrom: '2024-04-01',
  },
  {
    code: 'RJN',
    name: 'Ranjangaon',
    districtId: 521,
    districtName: 'Pune',
    regionalOffice: 'Regional Office, Pune-II',
    areaClass: 'B',
    prevailingRate: 2730,
    rateEffectiveFrom: '2024-04-01',
  },
  // More areas of the master list, offered by plot registration (no demo plots in them).
  ...(
    [
      ['CKN', 'Chakan', 521, 'Pune', 'Regional Office, Pune-I', 'A', 6140],
      ['BHS', 'Bhosari', 521, 'Pune', 'Regional Office, Pune-I', 'A', 9860],
      ['TTC', 'Trans-Thane Creek (TTC)', 517, 'Thane', 'Regional Office, Mahape', 'A', 14200],
      ['WLJ', 'Waluj', 515, 'Aurangabad', 'Regional Office, Aurangabad', 'B', 2210],
      ['STP', 'Satpur', 516, 'Nashik', 'Regional Office, Nashik', 'B', 3460],
      ['BTB', 'Butibori', 505, 'Nagpur', 'Regional Office, Nagpur', 'C', 940],
    ] as const
  ).map(([code, name, districtId, districtName, regionalOffice, areaClass, rate]) => ({
    code,
    name,
    districtId,
    districtName,
    regionalOffice,
    areaClass,
    prevailingRate: rate,
    rateEffectiveFrom: '2024-04-01',
  })),
];

const registeredOffice = {
  CompanyName: 'Demo Industries Pvt Ltd',
  CompanyConstitutionType: 'Private Ltd',
  CompanyAddress: 'Plot A-12, MIDC Industrial Area, Andheri East, Mumbai 400093',
  CompanyStateID: 27,
  CompanyDistrictID: 519,
  CompanyCity: 'Mumbai',
  CompanyPin: '400093',
  CompanyPhone: '022 2820 1234',
  CompanyFax: '022 2820 1235',
  CompanyWebsite: 'https://demo-industries.example.com',
  ContactEmail1: 'office@demo-industries.example.com',
  ContactEmail2: 'accounts@demo-industries.example.com',
  ContactEmail3: 'works.taloja@demo-industries.example.com',
  ContactEmail4: 'projects@demo-industries.example.com',
};

const applicant = {
  FullName: 'Demo Investor',
  Role: 'Director',
  ContactEmail: 'investor@demo.test',
  ContactMobile: '9876543210',
  EducationQualification: 'B.E. (Mechanical)',
  SpecialCategory: 'None',
  PreferenceCatergory: 'General',
  StateID: 27,
  DocName1: 'letter-of-authority.pdf',
  Contenttype1: 'application/pdf',
};

export const DEMO_PLOTS: PlotSeed[] = [
  {
    plotId: 'RAI-TLJ-A12',
    areaCode: 'TLJ',
    plotName: 'Plot A-12, Taloja MIDC',
    plotNumber: 'A-12',
    propertyFormType: 'Plot',
    typeOfPlot: 'Industrial',
    plotArea: 4000,
    consumerNo: 'TLJ/IND/004512',
    applicantInfo: {
      ...applicant,
      ContactPhone: '022 2741 2345',
      Address: 'Plot A-12, MIDC Taloja, Panvel, Raigad 410208',
      DistrictID: 520,
      ContactCityTown: 'Taloja',
      ContactPin: '410208',
    },
    registeredOfficeInfo: registeredOffice,
    unitContactInfo: {
      LocationOfUnitTelNo: '022 2741 2345',
      LocationOfUnitFaxNo: '022 2741 2346',
      LocationOfUnitEMailAddress: 'works.taloja@demo-industries.example.com',
      TypeOfActivity: 'Manufacturing',
      ActivityDescription: 'Precision machined automotive components',
      EMAckNo: 'EM-II/27/020/12/004518',
      EMACKDate: '2012-01-16',
      ReceiveSMSAlerts: true,
    },
    facts: {
      allotmentOrderNo: 'MIDC/RO-PNL/ALT/2011/087',
      allotmentDate: '2011-08-22',
      possessionDate: '2011-10-03',
      leaseType: 'Final lease',
      developmentPeriodEnd: '2014-10-02',
      bccNumber: 'BCC/PNL/2014/156',
      bccDate: '2014-07-18',
      fsiConsumedPercent: 58,
      outstandingDues: false,
    },
  },
  {
    plotId: 'PUN-RJN-W45',
    areaCode: 'RJN',
    plotName: 'Plot W-45, Ranjangaon MIDC',
    plotNumber: 'W-45',
    propertyFormType: 'Plot',
    typeOfPlot: 'Industrial',
    plotArea: 6000,
    consumerNo: null,
    applicantInfo: {
      ...applicant,
      ContactPhone: '02138 232 456',
      Address: 'Plot W-45, MIDC Ranjangaon, Shirur, Pune 412220',
      DistrictID: 521,
      ContactCityTown: 'Ranjangaon',
      ContactPin: '412220',
    },
    registeredOfficeInfo: registeredOffice,
    unitContactInfo: {
      LocationOfUnitTelNo: '02138 232 456',
      LocationOfUnitFaxNo: '',
      LocationOfUnitEMailAddress: 'projects@demo-industries.example.com',
      TypeOfActivity: 'Manufacturing',
      ActivityDescription: 'Assembly of electrical control panels (under construction)',
      EMAckNo: 'UDYAM-MH-26-0112233',
      EMACKDate: '2022-09-05',
      ReceiveSMSAlerts: true,
    },
    facts: {
      allotmentOrderNo: 'MIDC/RO-PUN-II/ALT/2022/214',
      allotmentDate: '2022-06-14',
      possessionDate: '2022-08-01',
      leaseType: 'Agreement to lease',
      developmentPeriodEnd: '2026-07-31',
      fsiConsumedPercent: 12,
      outstandingDues: false,
    },
  },
];
