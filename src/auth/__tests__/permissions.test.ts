import { describe, expect, it } from 'vitest';
import { Role } from '@/domain/roles';
import { catalogEntries } from '@/config/service-catalog';
import { allowedRoutes, canAccess, landingPath } from '../permissions';

const service = (name: string) => `/PlotService/raiseServiceRequest/${name}`;
const errorPages = [
  '/sessionexpired',
  '/servererror',
  '/pagenotfound',
  '/undermaintenance',
  '/networkconeection',
];

// Spec §2, service pages, with the service-master ids of spec §6: the catalogue must hold these
// (it may hold more: an analyst adds a service by editing the catalogue alone).
const specServices: Record<string, number> = {
  FinalLeaseService: 0,
  MortgageConsentService: 0,
  TimeLimitExtensionService: 0,
  SubdivisionService: 0,
  TransferPlotService: 0,
  SurrenderPlotAndRefundService: 0,
  PlotAmalgamationService: 0,
  SubLeaseService: 0,
  SubLetteservice: 0,
  ChangeCompanyNameService: 0,
  ChangeInActivityService: 0,
  DuplicateAllotmentService: 0,
  PredeterminedLeaseService: 0,
  ChangeInLandService: 0,
  RenewalOfFireService: 1,
  FinalFireApprovalService: 1,
  FinalFormBService: 1,
  PNGProvisionalApproval: 1,
  PNGFinalFire: 1,
  NewWaterConnectionService: 2,
  ChangeWaterConnection: 2,
  ChangeConsumerName: 2,
  NoDueCertificateService: 2,
  WaterMeterTestingService: 2,
  TreeFellingRePlantationService: 3,
  'E-IntimationService': 3,
  CombinedPlanApprovalService: 3,
  IntimationPlinthService: 3,
  OccupancyCertificateService: 3,
  StackingMaterialBuildingService: 3,
  RightOfWayPermissionService: 3,
  ITSoftware: 4,
  ITHardware: 4,
  RegITSoftwareServicesUnitService: 4,
  RegITHardwareServicesUnitService: 4,
  DrainageConnectionService: 6,
  CoDeveloper: 7,
};

// Pages of one department (spec §2), the same for the investor and the Transaction-User, and the
// error pages everyone may see.
// Every service the catalogue lists, with its department: what the routes are derived from.
const services: Record<string, number> = Object.fromEntries(
  catalogEntries().map((s) => [s.id, s.serviceMasterId]),
);
const departments = [0, 1, 2, 3, 4, 6, 7];

const departmentPages = {
  '/PlotService/AddSubLettee': 0,
  '/PlotService/WaterBillResponse': 2,
  // Beyond spec §2's list: the signed-in water-bill screen (payments issue #6).
  '/PlotService/WaterBills': 2,
  '/ITHardware': 4,
  '/finallease': 0,
  '/finalleasesummary': 0,
  '/timelimitextension': 0,
  '/timelimitextensionsummary': 0,
  '/timelimitextensionservice': 0,
  '/subletteinformation': 0,
  ...Object.fromEntries(errorPages.map((p) => [p, null])),
};

// Spec §2 investor routes (besides the service pages); the value is the department, if any.
const investorPages: Record<string, number | null> = {
  '/dashboard': null,
  '/plotregistration': null,
  '/profile': null,
  '/editprofile': null,
  '/userandroles': null,
  '/adduser': null,
  '/AccessManagement': null,
  '/TransactionService': null,
  '/transactionuser': null,
  '/documents': null,
  '/documents/aboutdocument': null,
  '/FAQPage': null,
  '/PlotService': null,
  '/plotservice': null,
  '/PlotService/plotDetails': null,
  '/PlotService/raiseServiceRequest': null,
  '/PlotService/ServiceInformation': null,
  '/PaymentResponse': null,
  '/demo': null,
  ...departmentPages,
};

const midcExact = [
  '/',
  '/dashboard',
  '/plotregistration',
  '/profile',
  '/editprofile',
  '/documents',
  '/plotDetails',
  '/VerifyTranUser',
  '/MessageTemplates',
  ...errorPages,
];
const adminExact = [
  '/',
  '/plotregistration',
  '/profile',
  '/editprofile',
  '/documents',
  '/MessageTemplates',
  ...errorPages,
];

// Transaction-User (spec §2): plot and service pages plus these; the value is the department.
const txPages: Record<string, number | null> = {
  '/': null,
  '/dashboard': null,
  '/profile': null,
  '/editprofile': null,
  '/documents': null,
  '/VerifyTranUser': null,
  '/FAQPage': null,
  '/TransactionService': null,
  '/transactionuser': null,
  '/PlotService': null,
  '/plotservice': null,
  '/PlotService/plotDetails': null,
  '/PlotService/raiseServiceRequest': null,
  '/PlotService/ServiceInformation': null,
  ...departmentPages,
};

const rightsSets = [
  '',
  '0',
  '1',
  '2',
  '3',
  '4',
  '6',
  '7',
  '0,2',
  '1,3,6',
  '0,1,2,3,4,6,7',
  '5,9,x',
];

describe('service routes', () => {
  it('come from the catalogue, which holds the services of spec §2 with the ids of spec §6', () => {
    expect(services).toMatchObject(specServices);
    for (const [id, department] of Object.entries(services)) {
      expect(canAccess(Role.Investor, '', service(id)), id).toBe(true);
      expect(canAccess(Role.TransactionUser, String(department), service(id)), id).toBe(true);
      const others = departments.filter((d) => d !== department).join(',');
      expect(canAccess(Role.TransactionUser, others, service(id)), id).toBe(false);
    }
  });

  it.each(departments)('with right %s: every service of that department, and no other', (d) => {
    const offered = allowedRoutes(Role.TransactionUser, String(d))
      .map((r) => r.path)
      .filter((p) => p.startsWith(service('')));
    const expected = catalogEntries()
      .filter((s) => s.serviceMasterId === d)
      .map((s) => service(s.id));
    expect(expected.length, `department ${d} has services`).toBeGreaterThan(0);
    expect(offered.sort()).toEqual(expected.sort());
  });
});

describe('Investor', () => {
  it.each(rightsSets)('gets every investor page and service whatever the rights (%j)', (rights) => {
    for (const path of [...Object.keys(investorPages), ...Object.keys(services).map(service)]) {
      expect(canAccess(Role.Investor, rights, path), path).toBe(true);
    }
    expect(allowedRoutes(Role.Investor, rights)).toHaveLength(
      Object.keys(investorPages).length + catalogEntries().length,
    );
  });

  it('is not offered pages of other roles', () => {
    expect(canAccess(Role.Investor, '', '/plotDetails')).toBe(false);
    expect(canAccess(Role.Investor, '', '/VerifyTranUser')).toBe(false);
  });
});

describe('Midc-User and Admin', () => {
  it.each(rightsSets)('Midc-User list is exact (rights %j)', (rights) => {
    expect(allowedRoutes(Role.MidcUser, rights).map((r) => r.path)).toEqual(midcExact);
  });

  it.each(rightsSets)('Admin list is exact (rights %j)', (rights) => {
    expect(allowedRoutes(Role.Admin, rights).map((r) => r.path)).toEqual(adminExact);
  });

  it('are not offered services or investor-only pages', () => {
    for (const role of [Role.MidcUser, Role.Admin]) {
      expect(canAccess(role, '0,1,2,3,4,6,7', service('FinalLeaseService'))).toBe(false);
      expect(canAccess(role, '0,1,2,3,4,6,7', '/userandroles')).toBe(false);
    }
  });
});

describe('Transaction-User', () => {
  it.each(rightsSets)('gets a page or service only when its id is in the rights (%j)', (rights) => {
    const held = rights.split(',').map(Number);
    const expected = {
      ...txPages,
      ...Object.fromEntries(Object.entries(services).map(([n, id]) => [service(n), id])),
    };
    for (const [path, id] of Object.entries(expected)) {
      expect(canAccess(Role.TransactionUser, rights, path), `${path} with ${rights}`).toBe(
        id === null || (rights !== '' && held.includes(id)),
      );
    }
    const count = Object.values(expected).filter(
      (id) => id === null || (rights !== '' && held.includes(id)),
    );
    expect(allowedRoutes(Role.TransactionUser, rights)).toHaveLength(count.length);
  });

  it('with rights "0,2" gets final lease and new water connection but not IT hardware', () => {
    expect(canAccess(Role.TransactionUser, '0,2', service('FinalLeaseService'))).toBe(true);
    expect(canAccess(Role.TransactionUser, '0,2', service('NewWaterConnectionService'))).toBe(true);
    expect(canAccess(Role.TransactionUser, '0,2', service('ITHardware'))).toBe(false);
    expect(canAccess(Role.TransactionUser, '0,2', '/ITHardware')).toBe(false);
  });

  it('is not offered user management, registration or payments pages', () => {
    for (const path of [
      '/userandroles',
      '/adduser',
      '/AccessManagement',
      '/plotregistration',
      '/PaymentResponse',
    ]) {
      expect(canAccess(Role.TransactionUser, '0,1,2,3,4,6,7', path), path).toBe(false);
    }
  });
});

describe('unknown roles and paths', () => {
  it.each([null, 0, 5, 99, Number.NaN])('role %s gets no routes', (role) => {
    expect(allowedRoutes(role, '0,1,2,3,4,6,7')).toEqual([]);
    expect(canAccess(role, '0,1,2,3,4,6,7', '/dashboard')).toBe(false);
  });

  it('never allows an unknown path', () => {
    for (const role of [Role.Investor, Role.Admin, Role.TransactionUser, Role.MidcUser]) {
      expect(canAccess(role, '0,1,2,3,4,6,7', '/nowhere')).toBe(false);
      expect(canAccess(role, '0,1,2,3,4,6,7', service('NoSuchService'))).toBe(false);
    }
  });

  it('matches paths as the router does: any case, trailing slash', () => {
    expect(canAccess(Role.Investor, '', '/Dashboard')).toBe(true);
    expect(canAccess(Role.Investor, '', '/DASHBOARD/')).toBe(true);
    expect(canAccess(Role.Investor, '', service('finalleaseservice'))).toBe(true);
  });
});

describe('landing', () => {
  it('sends roles with a dashboard there and Admin to its first page', () => {
    expect(landingPath(Role.Investor, '')).toBe('/Dashboard');
    expect(landingPath(Role.TransactionUser, '')).toBe('/Dashboard');
    expect(landingPath(Role.MidcUser, '')).toBe('/Dashboard');
    expect(landingPath(Role.Admin, '')).toBe('/plotregistration');
  });
});
