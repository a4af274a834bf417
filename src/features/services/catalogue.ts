/**
 * The raise-service-request catalogue as a plot holder reads it: the services they may open,
 * grouped by department (spec §6), open ones first, narrowed by a search on what they see.
 */
import type { PlotApplication } from '@/api/plot-applications';
import type { PlotService } from '@/api/scrutiny';
import { closedStates, isApplicationState } from '@/domain/applications/states';
import { departments } from '@/domain/departments';
import { t } from '@/i18n/i18n';

/** One department and its services, as listed on the page. */
export interface CatalogueGroup {
  department: (typeof departments)[number];
  services: PlotService[];
}

// The catalogue's descriptions carry notes for analysts ("(public)", "[assumed]", "PLACEHOLDER")
// after the first sentence or inside brackets; a plot holder needs only the plain first sentence.
const SOURCE_NOTE = /\s*\[[^\]]*\]|\s*\(public[^)]*\)|,\s*public(?= ?\))/g;

/** The first sentence of a catalogue description, without the analysts' source notes. */
export function plainDescription(description: string | undefined): string {
  const first = (description ?? '').split(/(?<=\.)\s/)[0] ?? '';
  return first.replace(SOURCE_NOTE, '').trim();
}

/**
 * The plain description of a service as the catalogue shows it. HOOK, as serviceTitle in
 * entities/service/service-title.ts: the translated `catalog#/description` of the service
 * (helper svcdefs) replaces the English one here.
 */
export function serviceDescription(service: Pick<PlotService, 'id' | 'description'>): string {
  return plainDescription(service.description);
}

/** A department's name, in the language on screen. */
export function departmentName(department: (typeof departments)[number]): string {
  return t(`plots.department.${department.id}.name`);
}

/** What a department covers, in the language on screen. */
export function departmentDescription(department: (typeof departments)[number]): string {
  return t(`plots.department.${department.id}.description`);
}

/** Lower case, punctuation as spaces: "No-dues" and "no dues" read the same. */
const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}₹%]+/gu, ' ')
    .trim();

/** True when every word of `query` occurs in the title or the plain description. */
export function matchesQuery(service: PlotService, query: string): boolean {
  const words = normalise(query).split(' ').filter(Boolean);
  const text = normalise(`${service.title} ${plainDescription(service.description)}`);
  return words.every((word) => text.includes(word));
}

/** Open services first, then by title. */
const byAvailabilityThenTitle = (a: PlotService, b: PlotService) =>
  Number(b.available) - Number(a.available) || a.title.localeCompare(b.title, 'en-IN');

/**
 * The departments with the services that match `query`, in department order; departments with
 * nothing to show are left out.
 */
export function groupCatalogue(services: readonly PlotService[], query: string): CatalogueGroup[] {
  return departments
    .map((department) => ({
      department,
      services: services
        .filter((s) => s.serviceMasterId === department.id && matchesQuery(s, query))
        .sort(byAvailabilityThenTitle),
    }))
    .filter((group) => group.services.length > 0);
}

/**
 * The application in progress for each service on the plot (newest first wins): a service has at
 * most one open at a time, so the catalogue leads to it instead of a new one the server refuses.
 */
export function inProgress(rows: readonly PlotApplication[]): Map<string, PlotApplication> {
  const open = new Map<string, PlotApplication>();
  for (const row of rows) {
    const closed =
      !isApplicationState(row.Status) || closedStates.has(row.Status) || row.Status === 'Approved';
    if (!closed && !open.has(row.ServiceId)) open.set(row.ServiceId, row);
  }
  return open;
}
