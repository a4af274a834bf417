/** @fastify/swagger setup: OpenAPI 3.1, served as JSON at GET /openapi.json. */
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

export async function registerOpenApi(app: FastifyInstance, config: { publicUrl: string }) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Single-window clearance portal API',
        version: '0.1.0',
        description:
          'Reference API server. JSON answers are `{IsSuccess, Message, Data}`; an expired ' +
          'session answers 401 `{…, error: "Session expired"}`. See server/README.md.',
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          sessionToken: { type: 'apiKey', in: 'header', name: 'SessionToken' },
        },
      },
      tags: [
        { name: 'Identity', description: 'OAuth 2 / OpenID Connect' },
        { name: 'Account', description: 'Spec §7 Account API' },
        { name: 'Profile', description: 'Spec §7 ManageProfile API' },
        { name: 'Users', description: "An investor's sub-users, department rights, verification" },
        { name: 'Plots', description: 'Plot dashboard, plot state, services available on a plot' },
        { name: 'Applications', description: 'Drafts, submissions and the application lifecycle' },
        { name: 'Uploads', description: 'Documents of applications (type checked by content)' },
        { name: 'Master data', description: 'Rates the fee rules read' },
        { name: 'Help', description: 'Documents, downloads and the FAQ (public)' },
        { name: 'Feedback', description: 'Feedback from signed-in users' },
        { name: 'Developer sandbox', description: 'Not available in production' },
        { name: 'Health' },
      ],
    },
  });

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
