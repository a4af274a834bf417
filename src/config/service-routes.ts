import type { DepartmentId } from '@/domain/departments';

/** A service-request page under /PlotService/raiseServiceRequest/ (spec §2) and its department. */
export interface ServiceRoute {
  /** The URL segment, spelled exactly as the spec lists it. */
  name: string;
  title: string;
  /** Service-master id of spec §6: the department right a Transaction-User needs. */
  serviceMasterId: DepartmentId;
}

const s = (name: string, title: string, serviceMasterId: DepartmentId): ServiceRoute => ({
  name,
  title,
  serviceMasterId,
});

/** All 37 service-request pages of spec §2, grouped by service-master id (spec §6). */
export const serviceRoutes: readonly ServiceRoute[] = [
  s('FinalLeaseService', 'Final Lease', 0),
  s('MortgageConsentService', 'Mortgage Consent', 0),
  s('TimeLimitExtensionService', 'Time Limit Extension', 0),
  s('SubdivisionService', 'Subdivision of Plot', 0),
  s('TransferPlotService', 'Transfer of Plot', 0),
  s('SurrenderPlotAndRefundService', 'Surrender of Plot and Refund', 0),
  s('PlotAmalgamationService', 'Plot Amalgamation', 0),
  s('SubLeaseService', 'Sub-Lease', 0),
  s('SubLetteservice', 'Sub-Letting', 0),
  s('ChangeCompanyNameService', 'Change of Company Name', 0),
  s('ChangeInActivityService', 'Change in Activity', 0),
  s('DuplicateAllotmentService', 'Duplicate Allotment', 0),
  s('PredeterminedLeaseService', 'Predetermined Lease', 0),
  s('ChangeInLandService', 'Change in Land Use', 0),
  s('RenewalOfFireService', 'Renewal of Fire NOC', 1),
  s('FinalFireApprovalService', 'Final Fire Approval', 1),
  s('FinalFormBService', 'Final Fire Form B', 1),
  s('PNGProvisionalApproval', 'PNG Provisional Approval', 1),
  s('PNGFinalFire', 'PNG Final Fire Approval', 1),
  s('NewWaterConnectionService', 'New Water Connection', 2),
  s('ChangeWaterConnection', 'Change of Water Connection', 2),
  s('ChangeConsumerName', 'Change of Consumer Name', 2),
  s('NoDueCertificateService', 'No-Due Certificate', 2),
  s('WaterMeterTestingService', 'Water Meter Testing', 2),
  s('TreeFellingRePlantationService', 'Tree Felling and Re-plantation', 3),
  s('E-IntimationService', 'E-Intimation', 3),
  s('CombinedPlanApprovalService', 'Combined Plan Approval', 3),
  s('IntimationPlinthService', 'Plinth Intimation', 3),
  s('OccupancyCertificateService', 'Occupancy Certificate', 3),
  s('StackingMaterialBuildingService', 'Stacking of Building Material', 3),
  s('RightOfWayPermissionService', 'Right of Way Permission', 3),
  s('ITSoftware', 'IT Software (LOI)', 4),
  s('ITHardware', 'IT Hardware', 4),
  s('RegITSoftwareServicesUnitService', 'Registration of IT Software Services Unit', 4),
  s('RegITHardwareServicesUnitService', 'Registration of IT Hardware Services Unit', 4),
  s('DrainageConnectionService', 'Drainage Connection', 6),
  s('CoDeveloper', 'Co-Developer Permission', 7),
];

/** The service route with this URL segment, matched without regard to case as the router does. */
export function findServiceRoute(name: string | undefined): ServiceRoute | undefined {
  const wanted = name?.toLowerCase();
  return serviceRoutes.find((route) => route.name.toLowerCase() === wanted);
}
