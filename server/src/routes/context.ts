/** What every route plugin needs, created once per app by buildApp and passed explicitly. */
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/types.ts';
import type { Authenticators } from '../auth/authenticate.ts';
import type { KeyStore } from '../auth/keys.ts';
import type { TokenSigner } from '../auth/tokens.ts';
import type { FileStorage } from '../lib/storage.ts';
import type { Catalog } from '../services/forms/catalog.ts';

export interface AppContext {
  db: Db;
  config: Config;
  keys: KeyStore;
  /** keys + issuer (PUBLIC_URL), what the token functions take. */
  signer: TokenSigner;
  /** preHandler of every protected route (auth/authenticate.ts). */
  authenticate: preHandlerAsyncHookHandler;
  /** The same for a route that confirms the session in its own write (auth/authenticate.ts). */
  authenticateDeferred: Authenticators['deferred'];
  /** The service catalogue, loaded once per process (services/forms/catalog.ts). */
  catalog: Catalog;
  /** Where uploaded files' bytes live (lib/storage.ts). */
  storage: FileStorage;
}
