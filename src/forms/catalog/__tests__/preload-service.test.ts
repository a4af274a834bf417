import { describe, expect, it, vi } from 'vitest';
import { loadPortalForm } from '../../theme/portal-form-loader';
import { prefetchSchemaFiles, prefetchStepValidators } from '../../validation/service-modules';
import { preloadService } from '../preload-service';
import type * as ServiceModules from '../../validation/service-modules';

vi.mock('../../validation/service-modules', async (original) => ({
  ...(await original<typeof ServiceModules>()),
  prefetchSchemaFiles: vi.fn(),
  prefetchStepValidators: vi.fn(),
}));
vi.mock('../../theme/portal-form-loader', () => ({
  loadPortalForm: vi.fn(() => Promise.resolve()),
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

  it('asks for the step form code only for a page opening on a later step', () => {
    expect(prefetchStepValidators).not.toHaveBeenCalled();
    expect(loadPortalForm).not.toHaveBeenCalled();
    preloadService('TreeFellingReplantationService', { laterStep: true });
    expect(prefetchStepValidators).toHaveBeenCalledWith('tree-felling');
    expect(loadPortalForm).toHaveBeenCalledTimes(1);
  });

  it('asks for nothing for a service that is not in the catalogue', () => {
    vi.mocked(prefetchSchemaFiles).mockClear();
    vi.mocked(loadPortalForm).mockClear();
    preloadService('no-such-service', { laterStep: true });
    expect(prefetchSchemaFiles).not.toHaveBeenCalled();
    expect(loadPortalForm).not.toHaveBeenCalled();
  });
});
