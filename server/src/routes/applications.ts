/**
 * Application routes: read one, save a draft, submit, withdraw (spec §7 path), cancel, delete.
 * The rules live in services/ (one transaction each, the domain's state machine); refusals are
 * 403 (role, owner, rights, preconditions), 404 (not yours or unknown), 409 (state, spec §8
 * texts) and 400 (answers, with `Data.errors[{path, message}]`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Role } from '../../../src/domain/roles.ts';
import { currentUser, requireRole } from '../auth/authenticate.ts';
import type { AppContext } from './context.ts';
import { ok } from '../lib/envelope.ts';
import { envelopeResponses, SESSION_SECURITY } from '../lib/schemas.ts';
import { closeApplication } from '../services/applications/close.ts';
import type { CloseAction } from '../services/applications/close.ts';
import { saveDraft } from '../services/applications/save-draft.ts';
import { submitApplication } from '../services/applications/save-submit.ts';
import {
  applicationDefinition,
  markSetAsideSeen,
} from '../services/applications/set-aside-seen.ts';
import { applicationRecord } from '../services/applications/view.ts';
import {
  applicationRecordSchema,
  definitionResultSchema,
  draftBody,
  draftResultSchema,
  remarksBody,
  setAsideResultSchema,
  stateResultSchema,
  submissionIdParams,
  submissionIdQuery,
  submitBody,
  submitResultSchema,
  type DraftBody,
  type SubmitBody,
} from '../../../src/domain/contract/applications.ts';

type Remarks = { Remarks?: string } | null | undefined;

export async function applicationRoutes(app: FastifyInstance, ctx: AppContext) {
  // Authenticated before validation, so a dead session answers 401 rather than a body error.
  const applicants = [Role.Investor, Role.TransactionUser, Role.MidcUser];
  const onRequest = [ctx.authenticate, requireRole(...applicants)];
  const common = { tags: ['Applications'], security: SESSION_SECURITY };
  const deps = { db: ctx.db, catalog: ctx.catalog };

  app.get<{ Params: { id: string } }>(
    '/api/applications/:id',
    {
      onRequest,
      schema: {
        ...common,
        summary: 'One application: answers, server fee, declarations, files, timeline, actions',
        params: submissionIdParams,
        response: envelopeResponses(applicationRecordSchema),
      },
    },
    async (request) =>
      ok(await applicationRecord(ctx.db, ctx.catalog, currentUser(request), request.params.id)),
  );

  app.get<{ Params: { id: string } }>(
    '/api/applications/:id/definition',
    {
      onRequest,
      schema: {
        ...common,
        summary: 'The service definition the application was last saved or submitted against',
        params: submissionIdParams,
        response: envelopeResponses(definitionResultSchema),
      },
    },
    async (request) =>
      ok(await applicationDefinition(ctx.db, currentUser(request), request.params.id)),
  );

  app.post<{ Params: { id: string } }>(
    '/api/applications/:id/set-aside/seen',
    {
      onRequest,
      schema: {
        ...common,
        summary:
          'The applicant has seen the answers a newer form version set aside (kept, no longer listed)',
        params: submissionIdParams,
        response: envelopeResponses(setAsideResultSchema),
      },
    },
    async (request) =>
      ok(
        await markSetAsideSeen(deps, currentUser(request), request.params.id),
        'Set-aside answers marked as seen',
      ),
  );

  app.post<{ Body: DraftBody }>(
    '/api/applications/draft',
    {
      // The save's own statement confirms the session (auth/authenticate.ts, save-draft.ts).
      onRequest: [ctx.authenticateDeferred(...applicants), requireRole(...applicants)],
      schema: {
        ...common,
        summary: 'Create (no SubmissionId) or update a draft; answers are checked as a draft',
        body: draftBody,
        response: envelopeResponses(draftResultSchema),
      },
    },
    async (request) =>
      ok(
        await saveDraft(
          deps,
          currentUser(request),
          request.body,
          request.unconfirmedSession ?? undefined,
        ),
        'Draft saved',
      ),
  );

  app.post<{ Body: SubmitBody }>(
    '/api/applications/submit',
    {
      onRequest,
      schema: {
        ...common,
        summary: 'Submit: complete answers, every declaration, the fee computed by the server',
        description:
          'A fee above zero leaves the application in PaymentPending. A second submission ' +
          "answers 409 'Your Application has been already submitted'.",
        body: submitBody,
        response: envelopeResponses(submitResultSchema),
      },
    },
    async (request) =>
      ok(
        await submitApplication(deps, currentUser(request), request.body),
        'Application submitted successfully',
      ),
  );

  const close = (request: FastifyRequest, id: string, action: CloseAction, remarks?: string) =>
    closeApplication(deps, currentUser(request), id, action, remarks);

  app.post<{ Querystring: { SubmissionId: string }; Body: Remarks }>(
    '/ManageProfile/WithDrawnApplication',
    {
      onRequest,
      schema: {
        ...common,
        tags: ['Profile', 'Applications'],
        summary: 'Withdraw a submitted application (spec §7)',
        querystring: submissionIdQuery,
        body: remarksBody,
        response: envelopeResponses(stateResultSchema),
      },
    },
    async (request) =>
      ok(
        await close(request, request.query.SubmissionId, 'withdraw', request.body?.Remarks),
        'Application withdrawn',
      ),
  );

  app.post<{ Params: { id: string }; Body: Remarks }>(
    '/api/applications/:id/cancel',
    {
      onRequest,
      schema: {
        ...common,
        summary: 'Cancel an approved permission, where the service allows it',
        params: submissionIdParams,
        body: remarksBody,
        response: envelopeResponses(stateResultSchema),
      },
    },
    async (request) =>
      ok(
        await close(request, request.params.id, 'cancel', request.body?.Remarks),
        'Application cancelled',
      ),
  );

  app.delete<{ Params: { id: string } }>(
    '/api/applications/:id',
    {
      onRequest,
      schema: {
        ...common,
        summary: 'Delete a draft (kept as Deleted, with its timeline)',
        params: submissionIdParams,
        response: envelopeResponses(stateResultSchema),
      },
    },
    async (request) => ok(await close(request, request.params.id, 'delete'), 'Draft deleted'),
  );
}
