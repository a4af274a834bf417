// Development: the reference server restarting on change (tsx watch) and Vite with the API proxied.
import concurrently from 'concurrently';

const { result } = concurrently(
  [
    {
      name: 'api',
      command: 'tsx watch --clear-screen=false server/src/index.ts',
      prefixColor: 'blue',
    },
    { name: 'web', command: 'vite', prefixColor: 'green' },
  ],
  { killOthersOn: ['failure', 'success'] },
);
result.catch(() => process.exit(1));
