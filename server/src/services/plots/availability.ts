/**
 * Which catalogue services a user can start on a plot, and why not: department rights first
 * (spec §6), then the service's preconditions with their 'why not' messages (schemas/README §7).
 * The dashboard's Suggested count is the services available now that the plot has not applied for.
 */
import type { ServiceAvailability } from '../../../../src/domain/contract/plots.ts';
import { Role } from '../../../../src/domain/roles.ts';
import { unmetPreconditions } from '../../../../src/domain/service-engine/index.ts';
import type { LoadedService } from '../../../../src/domain/service-engine/index.ts';
import type { AuthUser } from '../../auth/authenticate.ts';
import { hasServiceRight, missingRightMessage } from '../identity/access.ts';
import type { Catalog } from '../forms/catalog.ts';

/** What the preconditions look at for one plot. */
export interface PlotContext {
  facts: Readonly<Record<string, unknown>>;
  approvedServices: readonly string[];
}

/** The domain's precondition context of a plot. */
export const preconditionContext = (plot: PlotContext) => ({
  plot: plot.facts,
  approvedServices: plot.approvedServices,
});

export const STAFF_CANNOT_FILE = 'Corporation users can view applications but not file them.';

// Preconditions depend only on the facts and the approved services, which rarely change: keep the
// ids of the services whose preconditions pass per distinct input (bounded), so the dashboard
// does not re-run ~20 JSON Logic rules per plot on every request.
const passingCache = new Map<string, ReadonlySet<string>>();
const CACHE_LIMIT = 500;

/** The ids of the services whose preconditions all pass on the plot. */
export function passingServices(catalog: Catalog, plot: PlotContext): ReadonlySet<string> {
  const key = `${JSON.stringify(plot.facts)}|${[...plot.approvedServices].sort().join(',')}`;
  let passing = passingCache.get(key);
  if (!passing) {
    passing = new Set(
      catalog.list
        .filter((s) => unmetPreconditions(s.preconditions, preconditionContext(plot)).length === 0)
        .map((s) => s.id),
    );
    if (passingCache.size >= CACHE_LIMIT) passingCache.clear();
    passingCache.set(key, passing);
  }
  return passing;
}

/** Why the user cannot start the service on the plot, or null when they can. */
export function unavailableReason(
  user: AuthUser,
  service: LoadedService,
  plot: PlotContext,
): string | null {
  if (!hasServiceRight(user, service.entry.serviceMasterId))
    return missingRightMessage(service.entry.serviceMasterId);
  if (user.role === Role.MidcUser) return STAFF_CANNOT_FILE;
  const unmet = unmetPreconditions(service.preconditions, preconditionContext(plot));
  return unmet.length > 0 ? unmet.map((p) => p.message).join(' ') : null;
}

/** Every catalogue service with whether the user can start it on the plot. */
export function serviceAvailability(
  catalog: Catalog,
  user: AuthUser,
  plot: PlotContext,
): ServiceAvailability[] {
  return catalog.list.map((service) => {
    const reason = unavailableReason(user, service, plot);
    return {
      id: service.id,
      title: service.title,
      description: service.entry.description,
      serviceMasterId: service.entry.serviceMasterId,
      submitMode: service.submitMode,
      available: reason === null,
      reason,
    };
  });
}

/** Services available on the plot (preconditions pass, within rights) not applied for yet. */
export function suggestedCount(
  catalog: Catalog,
  user: AuthUser,
  plot: PlotContext,
  applied: readonly string[],
): number {
  const passing = passingServices(catalog, plot);
  const done = new Set(applied);
  return catalog.list.filter(
    (s) => passing.has(s.id) && !done.has(s.id) && hasServiceRight(user, s.entry.serviceMasterId),
  ).length;
}
