/**
 * New Plot Registration (spec §2 /plotregistration, §4): file a registration (Investor for
 * themself; Admin and Midc-User for a named holder), cancel one (its owner), and the office's
 * list and verify / reject (Midc-User only). The industrial areas are the master list the form's
 * area field and the scrutiny queue's filter offer.
 */
import type { FastifyInstance } from 'fastify';
import { Role } from '../../../src/domain/roles.ts';
import { currentUser, requireRole } from '../auth/authenticate.ts';
import type { AppContext } from './context.ts';
import { ok } from '../lib/envelope.ts';
import { envelopeResponses, SESSION_SECURITY } from '../lib/schemas.ts';
import { registrationForm } from '../services/plots/registration-form.ts';
import {
  cancelRegistration,
  pendingRegistrations,
  registerPlot,
  reviewRegistration,
} from '../services/plots/registration.ts';
import { industrialAreaList } from '../services/plots/areas.ts';
import { plotIdParams } from '../../../src/domain/contract/plots.ts';
import {
  industrialAreasSchema,
  pendingRegistrationsSchema,
  registrationBody,
  registrationResultSchema,
  reviewBody,
  type RegistrationRequest,
  type ReviewBody,
} from '../../../src/domain/contract/plot-registrations.ts';

type PlotParams = { Params: { plotId: string } };

export async function plotRegistrationRoutes(app: FastifyInstance, ctx: AppContext) {
  const common = { tags: ['Plot registration'], security: SESSION_SECURITY };
  const staff = [ctx.authenticate, requireRole(Role.MidcUser)];
  // Loaded at start, so a broken form stops the server rather than failing a request.
  const form = registrationForm(ctx.catalog);

  app.get(
    '/api/industrial-areas',
    {
      onRequest: [ctx.authenticate],
      schema: {
        ...common,
        summary: "The corporation's industrial areas (master list), by name",
        response: envelopeResponses(industrialAreasSchema),
      },
    },
    async () => ok(await industrialAreaList(ctx.db)),
  );

  app.post<{ Body: RegistrationRequest }>(
    '/api/plot-registrations',
    {
      onRequest: [ctx.authenticate, requireRole(Role.Investor, Role.Admin, Role.MidcUser)],
      schema: {
        ...common,
        summary: 'Register a plot; it waits for verification by the corporation',
        description:
          'Registration holds the answers of schemas/forms/plot-registration (checked strictly: ' +
          'unknown fields refused, field errors in Data.errors). HolderEmail names the plot ' +
          "holder's account when an Admin or a Midc-User files it; an Investor registers for " +
          'themself and must not send it.',
        body: registrationBody,
        response: envelopeResponses(registrationResultSchema),
      },
    },
    async (request) =>
      ok(
        await registerPlot(ctx.db, form, currentUser(request), request.body),
        'Plot registered. It will open for services once the corporation verifies it.',
      ),
  );

  app.post<PlotParams>(
    '/api/plot-registrations/:plotId/cancel',
    {
      onRequest: [ctx.authenticate, requireRole(Role.Investor)],
      schema: {
        ...common,
        summary: 'The owner cancels a registration waiting for verification (or a rejected one)',
        params: plotIdParams,
        response: envelopeResponses(registrationResultSchema),
      },
    },
    async (request) =>
      ok(
        await cancelRegistration(ctx.db, currentUser(request), request.params.plotId),
        'Plot registration cancelled',
      ),
  );

  app.get(
    '/api/plot-registrations/pending',
    {
      onRequest: staff,
      schema: {
        ...common,
        summary: 'Registrations waiting for verification, oldest first (Midc-User)',
        response: envelopeResponses(pendingRegistrationsSchema),
      },
    },
    async () => ok(await pendingRegistrations(ctx.db)),
  );

  app.post<PlotParams & { Body: ReviewBody }>(
    '/api/plot-registrations/:plotId/review',
    {
      onRequest: staff,
      schema: {
        ...common,
        summary:
          'Verify or reject a pending registration (Midc-User); rejecting needs Remarks; ' +
          'verifying may record the back-office Facts (allotment, possession, lease, dues)',
        params: plotIdParams,
        body: reviewBody(ctx.catalog.backOfficeFacts),
        response: envelopeResponses(registrationResultSchema),
      },
    },
    async (request) => {
      const { Action, Remarks, Facts } = request.body;
      const result = await reviewRegistration(
        ctx.db,
        currentUser(request),
        request.params.plotId,
        Action,
        Remarks,
        Facts,
      );
      return ok(result, Action === 'verify' ? 'Plot verified' : 'Plot registration rejected');
    },
  );
}
