/**
 * Single-window sandbox (GET /dev/maitri): stands in for MAITRI so a tester can start a
 * single-window sign-in. It signs the token server-side with MAITRI_SECRET, exactly as MAITRI
 * would, and redirects to /MaitriLogin; it can also make forged, expired or mismatched tokens to
 * see them refused. Registered only when config.devSandboxes (off in production); it signs in as
 * anyone, so it answers this machine only (lib/local-only.ts).
 */
import { desc, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { integrationRequests, maitriServices, users } from '../../db/schema.ts';
import { objectSchema } from '../../lib/schemas.ts';
import { localClientsOnly } from '../../lib/local-only.ts';
import { signMaitriToken } from '../../services/maitri/tokens.ts';
import { sandboxPage } from './page.ts';
import { launcherForm, recentTable } from './maitri-view.ts';

/** A MAITRI id no portal account has, offered to see the refusal. */
export const UNLINKED_MAITRI_USER = 'MAITRI-UNLINKED-0000';
const VARIANTS = ['valid', 'expired', 'forged', 'mismatch'] as const;
type Variant = (typeof VARIANTS)[number];

interface StartQuery {
  MaitriUserId: string;
  ServiceID: string;
  ApplicationID?: string;
  TrackID?: string;
  ServiceAppID?: string;
  variant?: Variant;
}

const id = { type: 'string', minLength: 1, maxLength: 100 };
const optional = { type: 'string', maxLength: 100 };
const startQuery = objectSchema(
  {
    MaitriUserId: id,
    ServiceID: id,
    ApplicationID: optional,
    TrackID: optional,
    ServiceAppID: optional,
    variant: { type: 'string', enum: [...VARIANTS] },
  },
  ['MaitriUserId', 'ServiceID'],
);

export async function maitriSandboxRoutes(app: FastifyInstance, ctx: AppContext) {
  localClientsOnly(app, ctx.config.trustProxy !== false);
  app.get(
    '/dev/maitri',
    {
      schema: {
        tags: ['Developer sandbox'],
        summary: 'Single-window (MAITRI) sandbox launcher page — for testing only',
        produces: ['text/html'],
      },
    },
    async (_request, reply) => {
      const linked = await ctx.db
        .select({ maitriUserId: users.maitriUserId, email: users.email, name: users.userName })
        .from(users)
        .where(isNotNull(users.maitriUserId))
        .orderBy(users.maitriUserId);
      const services = await ctx.db
        .select()
        .from(maitriServices)
        .orderBy(maitriServices.maitriServiceId);
      const recent = await ctx.db
        .select()
        .from(integrationRequests)
        .orderBy(desc(integrationRequests.integrationRequestId))
        .limit(10);
      const people = [
        ...linked.map((u) => ({
          value: u.maitriUserId!,
          label: `${u.maitriUserId} — ${u.name} (${u.email})`,
        })),
        {
          value: UNLINKED_MAITRI_USER,
          label: `${UNLINKED_MAITRI_USER} — not linked to a portal account`,
        },
      ];
      const options = services.map((s) => ({
        value: s.maitriServiceId,
        label: `${s.maitriServiceId} → ${ctx.catalog.services.get(s.serviceId)?.title ?? s.serviceId}${s.active ? '' : ' (inactive)'}`,
      }));
      const body = `<p>Pick a MAITRI user and a MAITRI service. The sandbox signs a single-window token with
the shared secret (HS256, iss <code>maitri</code>) and opens <code>/MaitriLogin</code> with it, as the
real MAITRI portal would.</p>
${launcherForm(people, options)}
<h2>Recent requests with integration headers</h2>
${recentTable(recent)}`;
      return reply
        .type('text/html; charset=utf-8')
        .send(
          sandboxPage(
            'Single-window sandbox — for testing only',
            'This page stands in for the MAITRI single window. It is a <strong>sandbox for testing only</strong> and is not available in production.',
            body,
          ),
        );
    },
  );

  app.get<{ Querystring: StartQuery }>(
    '/dev/maitri/start',
    {
      schema: {
        tags: ['Developer sandbox'],
        summary:
          'Signs a MAITRI token (or a forged/expired/mismatched one) and redirects to /MaitriLogin',
        querystring: startQuery,
      },
    },
    async (request, reply) => {
      const q = request.query;
      const ids = {
        ServiceID: q.ServiceID,
        ApplicationID: q.ApplicationID ?? '',
        TrackID: q.TrackID ?? '',
        ServiceAppID: q.ServiceAppID ?? '',
      };
      const variant = q.variant ?? 'valid';
      const secret =
        variant === 'forged' ? `${ctx.config.maitriSecret}-forged` : ctx.config.maitriSecret;
      const token = await signMaitriToken(secret, {
        maitriUserId: q.MaitriUserId,
        ids: variant === 'mismatch' ? { ...ids, ApplicationID: `${ids.ApplicationID}-OTHER` } : ids,
        ttlSeconds: variant === 'expired' ? -120 : undefined,
      });
      const query = new URLSearchParams({ token, ...ids, MaitriUserId: q.MaitriUserId });
      request.log.info({ variant, maitriUserId: q.MaitriUserId }, 'sandbox MAITRI launch');
      return reply.redirect(`/MaitriLogin?${query.toString()}`, 302);
    },
  );
}
