// Development: the reference server restarting on change (tsx watch, also when a service definition
// changes, since it reads them once at start) and Vite with the API proxied.
import concurrently from 'concurrently';

const { result } = concurrently(
  [
    {
      name: 'api',
      command:
        'tsx watch --clear-screen=false --include "schemas/**/*.json" --include services.catalog.json server/src/index.ts',
      prefixColor: 'blue',
    },
    { name: 'web', command: 'vite', prefixColor: 'green' },
  ],
  { killOthersOn: ['failure', 'success'] },
);
result.catch(() => process.exit(1));
