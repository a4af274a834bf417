/**
 * drizzle-kit configuration. Run from the repository root:
 *   npx drizzle-kit generate --config server/drizzle.config.ts --name <what-changed>
 * The generated SQL lands in server/src/db/migrations and runs at the next server start.
 */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './server/src/db/schema.ts',
    './server/src/db/schema-engine.ts',
    './server/src/db/schema-payments.ts',
  ],
  out: './server/src/db/migrations',
  strict: true,
  verbose: true,
});
