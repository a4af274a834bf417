/**
 * The server compiles a route's request validators and response serializers when a request first
 * needs them (lib/validation.ts, lib/serialization.ts), so a schema that cannot compile would only
 * show on that route's first call. This compiles every schema of every route, in each configuration
 * that registers routes of its own: request schemas with the app's validator compiler, response
 * schemas with the fast-json-stringify builder that lib/serialization.ts shares out.
 */
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifySchema, RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createValidatorCompiler } from '../src/lib/validation.ts';
import { createTestApp } from './support/test-app.ts';
import type { TestApp } from './support/test-app.ts';

const HTTP_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

const configurations: Record<string, Record<string, string>> = {
  'the default (payment sandbox, developer outbox and sandboxes)': {},
  'a real payment gateway': {
    PG_PROVIDER: 'hmac-redirect',
    PG_URL: 'https://pay.example.test/pay',
    PG_MERCHANT_ID: 'MIDC-SWC-TEST',
    PG_SECRET: 'provider-issued-secret-0123456789abcdef',
    PG_STATUS_URL: 'https://pay.example.test/status',
  },
};

const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

describe.each(Object.entries(configurations))('route schemas, %s', (_name, env) => {
  it('every request schema and response schema compiles', async () => {
    const routes: RouteOptions[] = [];
    apps.push(await createTestApp(env, { onRoute: (route) => void routes.push(route) }));
    expect(routes.length).toBeGreaterThan(50);

    const validatorOf = createValidatorCompiler();
    const serializerOf = SerializerSelector()(undefined, undefined);
    let compiled = 0;
    for (const route of routes) {
      const schema = (route.schema ?? {}) as FastifySchema & { response?: Record<string, unknown> };
      const where = `${String(route.method)} ${route.url}`;
      for (const httpPart of HTTP_PARTS) {
        const part = schema[httpPart];
        if (!part) continue;
        const validate = validatorOf({ schema: part, httpPart, method: 'POST', url: route.url });
        // The first call compiles; its answer for an empty value does not matter here.
        expect(() => validate({}), `${where} ${httpPart}`).not.toThrow();
        compiled += 1;
      }
      for (const [status, response] of Object.entries(schema.response ?? {})) {
        const build = () =>
          serializerOf({
            schema: response as object,
            method: 'GET',
            url: route.url,
            httpStatus: status,
          });
        expect(build, `${where} response ${status}`).not.toThrow();
        compiled += 1;
      }
    }
    expect(compiled).toBeGreaterThan(100);
  });
});
