/**
 * Grievance-management sandbox (GET /dev/grievance?token=…): stands in for the grievance system
 * the portal hands signed-in users to (GRIEVANCE_URL's default). It verifies the hand-off token
 * of POST /Account/GenerateToken the way a real system would — RS256 against the portal's keys
 * (the JWKS), audience 'grievance-management', not expired — and shows who it signed in. This
 * machine only (lib/local-only.ts), like every sandbox.
 */
import type { FastifyInstance } from 'fastify';
import { HANDOFF_TOKEN_AUDIENCE } from '../../auth/policy.ts';
import { verifyAccessToken } from '../../auth/tokens.ts';
import type { AccessTokenPayload } from '../../auth/tokens.ts';
import type { AppContext } from '../context.ts';
import { objectSchema } from '../../lib/schemas.ts';
import { localClientsOnly } from '../../lib/local-only.ts';
import { escapeHtml as h } from '../../lib/html.ts';
import { sandboxPage } from './page.ts';

const TITLE = 'Grievance management sandbox';
const BANNER =
  'This page stands in for the grievance-management system. It is a <strong>sandbox for testing only</strong>; no grievance is recorded.';

type HandoffClaims = AccessTokenPayload & { email?: string; name?: string };

function signedIn(claims: HandoffClaims): string {
  const expires = new Date((claims.exp ?? 0) * 1000).toISOString().replace('T', ' ').slice(0, 19);
  return `<p class="ok" role="status">${h(TITLE)} — signed in as ${h(claims.name ?? '')} (${h(claims.email ?? '')})</p>
<dl>
<dt>Portal user id</dt><dd>${h(claims.sub)}</dd>
<dt>Role id</dt><dd>${h(String(claims.role ?? ''))}</dd>
<dt>Token expires (UTC)</dt><dd>${h(expires)}</dd>
</dl>
<p>A real grievance system would now show this user's grievances and a form to raise one.</p>`;
}

export async function grievanceSandboxRoutes(app: FastifyInstance, ctx: AppContext) {
  localClientsOnly(app, ctx.config.trustProxy !== false);
  app.get<{ Querystring: { token?: string } }>(
    '/dev/grievance',
    {
      schema: {
        tags: ['Developer sandbox'],
        summary: 'Grievance-management sandbox: verifies the hand-off token — for testing only',
        querystring: objectSchema({ token: { type: 'string', maxLength: 4096 } }, []),
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const token = request.query.token;
      let body: string;
      if (!token) {
        reply.code(400);
        body =
          '<p class="bad" role="alert">No token. Open this page from the portal (Help → Grievance).</p>';
      } else {
        const claims = (await verifyAccessToken(ctx.signer, token, HANDOFF_TOKEN_AUDIENCE).catch(
          () => null,
        )) as HandoffClaims | null;
        if (!claims) reply.code(401);
        body = claims
          ? signedIn(claims)
          : '<p class="bad" role="alert">The hand-off token is not valid or has expired. Open this page again from the portal.</p>';
      }
      reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
      return reply.type('text/html; charset=utf-8').send(sandboxPage(TITLE, BANNER, body));
    },
  );
}
