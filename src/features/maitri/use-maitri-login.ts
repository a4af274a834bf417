/**
 * The single-window sign-in (spec §2 /MaitriLogin): read MAITRI's token and identifiers, ask the
 * server to verify them, keep the integration object so every later request carries its headers
 * (spec §7), sign in like a normal login, and open the service page MAITRI asked for — on the
 * plot the server picked — or the dashboard when there is none.
 *
 * The attempt lives outside the component, one per token: signing out whoever was signed in, or
 * signing in, swaps the layout and mounts this page afresh, and StrictMode runs effects twice —
 * neither may send the token again or lose the outcome.
 */
import { useEffect, useMemo, useState } from 'react';
import { useSetAtom } from 'jotai';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { authenticateMaitriUser } from '@/api/maitri';
import { useCompleteSignIn } from '@/auth/use-complete-sign-in';
import { paths } from '@/config/paths';
import { roleFromUserType } from '@/domain/roles';
import { storeMaitriData } from '@/lib/session-items';
import type { MaitriData } from '@/lib/session-items';
import { useWithLoading } from '@/state/loading';
import { selectedPlotAtom } from '@/state/plot';
import { clearSessionAtom } from '@/state/session';
import { t } from '@/i18n/i18n';
import { readIntegration } from './read-integration';

/** What the page shows. */
export type MaitriLoginState = { status: 'working' } | { status: 'failed'; message: string };

/** What the page says when it cannot sign in, in the language on screen. */
export const maitriLoginMessages = {
  // The missing parameters' names are the single window's own (data, not translated).
  incomplete: (missing: string[]) => t('shell.maitri.incomplete', { missing: missing.join(', ') }),
  get refused() {
    return t('shell.maitri.refused');
  },
  get failed() {
    return t('core.login.failed');
  },
};

/** Attempts of this page load by token: null once signed in (the page has navigated away). */
const attempts = new Map<string, Promise<MaitriLoginState | null>>();

/** Runs the sign-in once per token and answers what the page shows. */
export function useMaitriLogin(): MaitriLoginState {
  const [params] = useSearchParams();
  const integration = useMemo(() => readIntegration(params), [params]);
  const [outcome, setOutcome] = useState<MaitriLoginState | null>(null);
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const clearSession = useSetAtom(clearSessionAtom);
  const setPlot = useSetAtom(selectedPlotAtom);
  const withLoading = useWithLoading();

  useEffect(() => {
    if (!integration.ok) return undefined;
    const data: Required<MaitriData> = integration.data;
    const run = async (): Promise<MaitriLoginState | null> => {
      clearSession(); // whoever was signed in in this tab is signed out first
      const res = await withLoading(authenticateMaitriUser(data));
      const login = res.Data;
      const role = roleFromUserType(login?.UserType);
      if (!res.IsSuccess || !login || role === null)
        return { status: 'failed', message: res.Message || maitriLoginMessages.refused };
      storeMaitriData(data); // before the profile call, so that it carries the headers too
      const route = login.ServiceRoute;
      setPlot(route?.PlotId ?? null);
      await completeSignIn(login, role, () =>
        navigate(route ? route.Path : paths.dashboard.getHref(), { replace: true }),
      );
      return null;
    };
    let attempt = attempts.get(data.Token);
    if (!attempt) {
      attempt = run().catch((error: unknown) => {
        console.error('Single-window sign-in failed', error);
        return { status: 'failed', message: maitriLoginMessages.failed } as const;
      });
      attempts.set(data.Token, attempt);
    }
    let live = true;
    void attempt.then((result) => {
      if (live && result) setOutcome(result);
    });
    return () => {
      live = false;
    };
  }, [integration, navigate, completeSignIn, clearSession, setPlot, withLoading]);

  if (!integration.ok)
    return { status: 'failed', message: maitriLoginMessages.incomplete(integration.missing) };
  return outcome ?? { status: 'working' };
}
