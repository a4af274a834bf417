import { Suspense, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { lazyPage, moduleLoader } from '@/lib/lazy-module';

const pageModule = { Page: () => <p>The page</p> };

function inSuspense(Lazy: ComponentType) {
  return render(
    <Suspense fallback={<p>Loading</p>}>
      <Lazy />
    </Suspense>,
  );
}

describe('lazyPage', () => {
  it('renders a page whose moduleLoader has loaded it without showing the loader first', async () => {
    const load = moduleLoader(async () => pageModule);
    await load();
    inSuspense(lazyPage(load, 'Page'));
    // The first commit already holds the page: no fallback, so no Suspense throttle after it.
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('shows the loader while the module is still loading, then the page', async () => {
    const load = moduleLoader(async () => pageModule);
    inSuspense(lazyPage(load, 'Page'));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('The page')).toBeInTheDocument();
  });

  it('loads a module once however often it is asked for', async () => {
    let calls = 0;
    const load = moduleLoader(async () => {
      calls += 1;
      return pageModule;
    });
    await Promise.all([load(), load()]);
    await load();
    expect(calls).toBe(1);
  });

  it('tries a failed load again on the next call', async () => {
    let calls = 0;
    const load = moduleLoader(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return pageModule;
    });
    await expect(load()).rejects.toThrow('offline');
    await expect(load()).resolves.toBe(pageModule);
    expect(calls).toBe(2);
  });
});
