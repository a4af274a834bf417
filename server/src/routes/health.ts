/** GET /api/health: the process answers and the database responds; GET /api/ping: the process. */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.ts';
import { fail, ok } from '../lib/envelope.ts';
import { envelopeResponses } from '../lib/schemas.ts';

export async function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['Health'],
        summary: 'Liveness and database check',
        response: envelopeResponses({
          type: ['object', 'null'],
          properties: { status: { type: 'string' }, time: { type: 'string' } },
        }),
      },
    },
    async (request, reply) => {
      try {
        await ctx.db.execute(sql`select 1`);
        return ok({ status: 'ok', time: new Date().toISOString() });
      } catch (error) {
        request.log.error(error, 'health check: database unreachable');
        return reply.code(503).send(fail('Database unavailable'));
      }
    },
  );

  // The cheapest JSON answer the app can give: the ceiling the benchmark compares routes against.
  app.get(
    '/api/ping',
    {
      schema: {
        tags: ['Health'],
        summary: 'Process liveness only',
        response: envelopeResponses({ type: 'null' }),
      },
    },
    async () => ok(null),
  );
}
