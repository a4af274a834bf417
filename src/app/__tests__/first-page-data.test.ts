import { afterEach, describe, expect, it, vi } from 'vitest';
import { Role, type RoleId } from '@/domain/roles';

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * A fresh visit: the page loaders (their early answers are once per visit) and the session store
 * imported afresh, a session of `role` (or none), and the fetches made.
 */
async function freshVisit(role: RoleId | null) {
  vi.resetModules();
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      calls.push(String(input instanceof Request ? input.url : input));
      return new Response(JSON.stringify({ IsSuccess: true, Message: '', Data: [] }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const { getDefaultStore } = await import('jotai');
  const { emptySession, sessionAtom } = await import('@/state/session');
  getDefaultStore().set(sessionAtom, { ...emptySession, UserId: role ? '7' : null, role });
  const loaders = await import('../page-loaders');
  return { calls, ...loaders };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('preloadFirstPageData', () => {
  it('asks for a signed-in plot holder’s plots once, before the shell renders', async () => {
    const { calls, preloadFirstPageData, preloadPageData } = await freshVisit(Role.Investor);
    preloadFirstPageData('/Dashboard');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatch(/\/api\/plots$/);
    preloadPageData('/Dashboard', Role.Investor); // the shell's own call after its render
    await settle();
    expect(calls).toHaveLength(1);
  });

  it('asks for nothing without a session (the shell sends the visitor to sign in)', async () => {
    const { calls, preloadFirstPageData } = await freshVisit(null);
    preloadFirstPageData('/Dashboard');
    await settle();
    expect(calls).toEqual([]);
  });
});
