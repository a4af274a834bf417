import { describe, expect, it, vi } from 'vitest';
import { prefetchSchemaFiles } from '../../validation/service-modules';
import { preloadService } from '../preload-service';
import type * as ServiceModules from '../../validation/service-modules';

vi.mock('../../validation/service-modules', async (original) => ({
  ...(await original<typeof ServiceModules>()),
  prefetchSchemaFiles: vi.fn(),
}));

describe('preloading a service page', () => {
  it('asks for its files at once, not once the loading code has run', () => {
    preloadService('treefellingreplantationservice'); // the router ignores case
    // Synchronously: nothing awaited (the schema-files chunk) comes before these requests.
    expect(prefetchSchemaFiles).toHaveBeenCalledWith(
      expect.arrayContaining([
        'tree-felling/schema.json',
        'tree-felling/ui.json',
        'tree-felling/steps.json',
        '_shared/messages.json',
        '_shared/rates.json',
      ]),
    );
  });

  it('asks for nothing for a service that is not in the catalogue', () => {
    vi.mocked(prefetchSchemaFiles).mockClear();
    preloadService('no-such-service');
    expect(prefetchSchemaFiles).not.toHaveBeenCalled();
  });
});
