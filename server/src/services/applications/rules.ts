/**
 * Small pieces the lifecycle shares: the service of a request, its lifecycle rules, refusals of
 * the state machine as HTTP answers, preconditions, and the declarations an applicant accepted.
 */
import { unmetPreconditions } from '../../../../src/domain/service-engine/index.ts';
import type {
  LoadedService,
  ServiceRules,
  TransitionResult,
} from '../../../../src/domain/service-engine/index.ts';
import type { AcceptedDeclaration } from '../../db/schema-engine.ts';
import { ApiError, badRequest } from '../../lib/errors.ts';
import type { Catalog } from '../forms/catalog.ts';
import { preconditionContext } from '../plots/availability.ts';
import type { PlotContext } from '../plots/availability.ts';

/** The catalogue service named in a body; 400 naming the field when there is none. */
export function serviceFromBody(catalog: Catalog, serviceId: string): LoadedService {
  const service = catalog.services.get(serviceId);
  if (!service) {
    const message = `Unknown service '${serviceId}'`;
    throw badRequest(message, { errors: [{ path: 'ServiceId', message }] });
  }
  return service;
}

/** What transition() needs to know about a service. */
export function serviceRules(service: LoadedService): ServiceRules {
  return {
    submitMode: service.submitMode,
    cancellable: service.entry.cancellable ?? false,
    serviceMasterId: service.entry.serviceMasterId,
  };
}

const refusalStatus: Record<string, number> = {
  role: 403,
  owner: 403,
  department: 403,
  'already-submitted': 409,
  state: 409,
  'not-cancellable': 409,
  'submit-mode': 400,
  unknown: 400,
};

/** Throws the state machine's refusal (its spec §8 message) with a fitting status. */
export function ensureAllowed(
  result: TransitionResult,
): asserts result is Extract<TransitionResult, { ok: true }> {
  if (result.ok) return;
  throw new ApiError(refusalStatus[result.code] ?? 400, result.message, {
    code: result.code,
    reason: result.reason,
  });
}

/**
 * 403 with the first unmet precondition's 'why not' message (e.g. Final Form B). The message is
 * the definition's English; `Data.Precondition` (its place in the service's list) lets the
 * browser show the same text from the translated definition (issue 20).
 */
export function ensurePreconditions(service: LoadedService, plot: PlotContext): void {
  const [unmet] = unmetPreconditions(service.preconditions, preconditionContext(plot));
  if (unmet)
    throw new ApiError(403, unmet.message, {
      Precondition: service.preconditions.indexOf(unmet),
    });
}

/**
 * The declarations ticked in the answers, each with the exact text and version of the service
 * definition. A declaration accepted earlier in the same version keeps its first acceptance time.
 */
export function acceptedDeclarations(
  service: LoadedService,
  data: Record<string, unknown>,
  previous: readonly AcceptedDeclaration[],
  now: Date,
): AcceptedDeclaration[] {
  const ticked = data.declarations;
  if (typeof ticked !== 'object' || ticked === null) return [];
  return service.declarations
    .filter((d) => (ticked as Record<string, unknown>)[d.id] === true)
    .map((d) => {
      const before = previous.find((p) => p.id === d.id && p.version === d.version);
      return {
        id: d.id,
        text: d.text,
        version: d.version,
        acceptedAt: before?.acceptedAt ?? now.toISOString(),
      };
    });
}
