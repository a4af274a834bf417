/**
 * Response serializers, compiled when a response first needs one, and once per distinct schema.
 * Fastify compiles one per route and status code at start, but nearly every route answers the same
 * error envelopes and a GET's HEAD twin repeats its schemas (about six times as many response
 * schemas as distinct ones), and most routes are not called in a process's first minutes:
 * compiling them all was a large part of a start. server/tests/route-schemas.test.ts compiles
 * them all, so a broken schema still fails the tests.
 */
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { SerializerFactory } from '@fastify/fast-json-stringify-compiler';

type Serializer = ReturnType<ReturnType<SerializerFactory>>;

/** Fastify's own serializer factory (fast-json-stringify), sharing what it compiles. */
export function sharedSerializerFactory(): SerializerFactory {
  const build = SerializerSelector();
  const compiled = new Map<string, Serializer>();
  return (externalSchemas, options) => {
    const compile = build(externalSchemas, options);
    // The same schema compiles to the same serializer only with the same shared schemas and options.
    const context = JSON.stringify([externalSchemas ?? null, options ?? null]);
    const serializerOf = (route: Parameters<typeof compile>[0]) => {
      const key = `${context}\0${JSON.stringify(route.schema)}`;
      let serializer = compiled.get(key);
      if (!serializer) {
        serializer = compile(route);
        compiled.set(key, serializer);
      }
      return serializer;
    };
    return (route) => {
      let serializer: Serializer | undefined;
      return (data) => (serializer ??= serializerOf(route))(data);
    };
  };
}
