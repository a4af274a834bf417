/**
 * POST /Account/AuthenticateMaitriUser (spec §7): sign-in from the MAITRI single window. Same
 * answer as AuthenticateInvestorUser (the same startSession), plus Data.ServiceRoute: the service
 * page to open. A refused token answers 200 with IsSuccess false and the reason, like a wrong
 * password, so the page can show it. The token's jti is recorded in the same transaction as the
 * session, so a token signs in once and a failed sign-in does not use it up.
 */
import type { FastifyInstance } from 'fastify';
import { lockMessage } from '../../auth/credentials.ts';
import { findAddressLock, recordAddressFailure } from '../../auth/lockout.ts';
import type { AppContext } from '../context.ts';
import { fail, ok } from '../../lib/envelope.ts';
import { envelopeResponses } from '../../lib/schemas.ts';
import {
  maitriLoginBody,
  maitriLoginDataSchema,
  type MaitriLoginData,
  type MaitriLoginRequest,
} from '../../../../src/domain/contract/account.ts';
import { orNull } from '../../../../src/domain/contract/schema.ts';
import { findMaitriUser, maitriMessages, verifyMaitriToken } from '../../services/maitri/tokens.ts';
import { claimMaitriToken } from '../../services/maitri/used-tokens.ts';
import { resolveServiceRoute } from '../../services/maitri/landing.ts';
import { signedInData, startAccountSession } from './sign-in-answer.ts';

export async function maitriRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post<{ Body: MaitriLoginRequest }>(
    '/Account/AuthenticateMaitriUser',
    {
      schema: {
        tags: ['Account'],
        summary: 'Sign in from the MAITRI single window with its signed token; starts a session',
        description:
          'Token: HS256 JWT signed with MAITRI_SECRET, iss "maitri", sub = MaitriUserId, exp, and ' +
          'jti, and the claims ServiceID, ApplicationID, TrackID, ServiceAppID, which must equal ' +
          'the body. A token signs in once. A forged, expired, mismatched or already used token ' +
          'or an unlinked MaitriUserId answers 200 with ' +
          'IsSuccess false and the reason; after 20 refusals from one address in 15 minutes it ' +
          'answers 429 with Retry-After. Data.ServiceRoute is the service page to open, or null.',
        body: maitriLoginBody,
        response: envelopeResponses(orNull(maitriLoginDataSchema)),
      },
    },
    async (request, reply) => {
      const body = request.body;
      // Refusals count against the address, with the same limit as password sign-ins.
      const lock = await findAddressLock(ctx.db, request.ip);
      if (lock) {
        reply.code(429).header('Retry-After', String(lock.retryAfterSeconds));
        return fail(lockMessage(lock.scope, lock.retryAfterSeconds));
      }
      const refuse = async (message: string) => {
        request.log.warn({ maitriUserId: body.MaitriUserId }, `MAITRI sign-in refused: ${message}`);
        await recordAddressFailure(ctx.db, request.ip);
        return fail(message);
      };
      const verified = await verifyMaitriToken(ctx.config.maitriSecret, body);
      if (!verified.ok) return refuse(verified.message);
      const user = await findMaitriUser(ctx.db, body.MaitriUserId);
      if (!user) return refuse(maitriMessages.unknownUser);
      if (!user.isActive) return refuse(maitriMessages.inactive);

      // PGlite has one connection: everything in here goes through tx (startSession's own
      // transaction becomes a savepoint of this one).
      const tokens = await ctx.db.transaction(async (tx) => {
        const claimed = await claimMaitriToken(tx, {
          jti: verified.jti,
          expiresAt: verified.expiresAt,
          maitriUserId: body.MaitriUserId,
        });
        if (!claimed) return undefined;
        return startAccountSession({ ...ctx, db: tx }, user, request);
      });
      if (!tokens) return refuse(maitriMessages.used);
      const route = await resolveServiceRoute(ctx.db, ctx.catalog, user, body.ServiceID);
      const data: MaitriLoginData = {
        ...signedInData(ctx, request, reply, user, tokens),
        ServiceRoute: route,
      };
      return ok(data, 'Login successful');
    },
  );
}
