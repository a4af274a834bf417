/**
 * Prefill of the read-only header: maps the plot state of spec §3 (applicantInfo,
 * registeredOfficeInfo, plotData, plotInfo) and the back-office master facts onto the form's
 * `applicant`, `company` and `plot` answers. Only properties the service's schema has are filled.
 */
import type { JSONSchema7 } from 'json-schema';
import { isRecord, type JsonObject, type JsonValue } from './json';
import { asSchema } from './schema-walk';

type Bag = Readonly<Record<string, unknown>> | undefined;

/** The plot state of spec §3, as far as prefill reads it. */
export interface PlotStateLike {
  PlotId?: unknown;
  plotData?: Bag;
  applicantInfo?: Bag;
  registeredOfficeInfo?: Bag;
  plotInfo?: Bag;
}

/** The plot facts (names of _shared/plot.json) from the plot state plus master facts, which win. */
export function plotFactsFromState(state: PlotStateLike, master: Bag = {}): JsonObject {
  return compact({
    plotId: state.plotData?.PlotID ?? state.PlotId,
    plotNumber: state.plotInfo?.PlotNumber,
    industrialAreaName: state.plotData?.IndustrialAreaName,
    propertyFormType: state.plotInfo?.PropertyFormType,
    typeOfPlot: state.plotInfo?.TypeOfplot,
    plotArea: toNumber(state.plotInfo?.PlotArea),
    ...master,
  });
}

/** The applicant / company / plot answers for a service's schema from the plot state. */
export function prefillAnswers(
  schema: JSONSchema7,
  state: PlotStateLike,
  master: Bag = {},
): JsonObject {
  const a = state.applicantInfo ?? {};
  const o = state.registeredOfficeInfo ?? {};
  const parts: Record<string, JsonObject> = {
    applicant: compact({
      fullName: a.FullName,
      role: a.Role,
      mobile: a.ContactMobile,
      email: a.ContactEmail,
      phone: a.ContactPhone,
      address: a.Address,
    }),
    company: compact({
      companyName: o.CompanyName,
      constitutionType: o.CompanyConstitutionType,
      address: o.CompanyAddress,
      phone: o.CompanyPhone,
      website: o.CompanyWebsite,
      contactEmail: o.ContactEmail1,
    }),
    plot: plotFactsFromState(state, master),
  };
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(parts)) {
    const node = asSchema(schema.properties?.[key]);
    if (!node) continue;
    const allowed = new Set(Object.keys(node.properties ?? {}));
    out[key] = Object.fromEntries(Object.entries(value).filter(([k]) => allowed.has(k)));
  }
  return out;
}

function toNumber(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

function compact(bag: Record<string, unknown>): JsonObject {
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(bag)) {
    if (v === undefined || v === null || v === '') continue;
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || isRecord(v)) {
      out[k] = v as JsonValue;
    } else out[k] = String(v);
  }
  return out;
}
