import { describe, expect, it, vi } from 'vitest';
import type * as ServiceModules from '../../validation/service-modules';
import { deferValidators } from '../../validation/precompiled';
import { loadedPortalForm } from '../portal-form-loader';
import { stepFormCode } from '../step-form-code';

// One form's RJSF validators whose downloads the test decides: the first fails, the next succeeds.
const downloads = vi.hoisted(() => ({ failNext: true, count: 0 }));
vi.mock('../../validation/service-modules', async (original) => {
  const real = await original<typeof ServiceModules>();
  return {
    ...real,
    validatorModule: (folder: string, flavour: string) =>
      ['held-form', 'later-held-form'].includes(folder) && flavour === 'rjsf'
        ? () => {
            downloads.count += 1;
            if (downloads.failNext) {
              downloads.failNext = false;
              return Promise.reject(new TypeError('Failed to fetch'));
            }
            return Promise.resolve({});
          }
        : real.validatorModule(folder, flavour as ServiceModules.Flavour),
  };
});

describe('the code a service’s steps with fields need', () => {
  it('is in with MUI’s form alone when the form’s validators came with its files', async () => {
    const code = stepFormCode('tree-felling');
    const form = await code.load();
    expect(form).toBe(loadedPortalForm());
    expect(code.loaded()).toBe(form);
  });

  it('on a service page waits for the form’s step validators too, and tries a failed download again', async () => {
    const code = stepFormCode('held-form');
    deferValidators('held-form'); // as a service page loads the files (schema-files.ts)
    await stepFormCode('tree-felling').load(); // MUI's form is in
    expect(loadedPortalForm()).toBeDefined();
    expect(code.loaded()).toBeUndefined();

    await expect(code.load()).rejects.toThrow('Failed to fetch');
    expect(code.loaded()).toBeUndefined();

    const form = await code.load();
    expect(downloads.count).toBe(2);
    expect(code.loaded()).toBe(form);
    expect(form).toBe(loadedPortalForm());
  });

  it('waits for the validators a service page defers after it was read without them', async () => {
    downloads.count = 0;
    const code = stepFormCode('later-held-form');
    expect(await code.load()).toBe(loadedPortalForm()); // not deferred: MUI's form alone
    expect(downloads.count).toBe(0);
    deferValidators('later-held-form');
    expect(code.loaded()).toBeUndefined();
    await code.load();
    expect(downloads.count).toBe(1);
    expect(code.loaded()).toBe(loadedPortalForm());
  });
});
