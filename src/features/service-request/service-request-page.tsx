import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { catalogEntry } from '@/config/service-catalog';
import { useServiceTitle } from '@/forms/catalog/service-titles';
import { useService } from '@/forms/catalog/use-service';
import { PageHeader } from '@/ui/page-header';
import { PageLoader } from '@/ui/page-loader';
import { useT } from '@/i18n/use-t';

// The form's code (MUI, the theme, the stepper) is requested with this page's (page-loaders.ts).
const ServiceRequestBody = lazy(async () => ({
  default: (await import('./service-request-body')).ServiceRequestBody,
}));

/**
 * /PlotService/raiseServiceRequest/:service — any catalogue service for the selected plot;
 * ?SubmissionId=… resumes that application, ?step=… names the open step: each step opened is a
 * history entry, so the browser's Back returns to the previous step and Forward comes back. A
 * broken service definition is explained here. The header is plain and paints before the form's
 * code has arrived.
 */
export function ServiceRequestPage() {
  const t = useT();
  const { service: serviceId } = useParams();
  const [params, setParams] = useSearchParams();
  const requested = params.get('SubmissionId') ?? undefined;
  // The stepper renders before the whole form's validators are in (they follow its first frame).
  const load = useService(serviceId, 'steps');
  // The draft this visit created gets its id into the URL (so a reload resumes it) without
  // re-opening the page; any other id in the URL opens that application.
  const [opened, setOpened] = useState<{ resumeId?: string; created?: string }>({
    resumeId: requested,
  });
  // (The URL update may render after the state update, so a missing id alone does not reset.)
  const other = requested
    ? requested !== opened.created && requested !== opened.resumeId
    : opened.resumeId !== undefined;
  if (other) setOpened({ resumeId: requested });

  const step = useStepParam(params, setParams);
  // A save that began before the last step change answers with the page's props of that time:
  // the id goes into the URL as it is now (the latest setParams), or the open step would be lost.
  const latestSetParams = useRef(setParams);
  useEffect(() => {
    latestSetParams.current = setParams;
  }, [setParams]);
  const onCreated = useCallback((id: string) => {
    setOpened((o) => ({ ...o, created: id }));
    latestSetParams.current(
      (p) => {
        p.set('SubmissionId', id);
        return p;
      },
      { replace: true },
    );
  }, []);

  // The heading is the catalogue's title in the language on screen, the name the applicant chose
  // the service by (schemas/README.md), from the first paint on: the definition's own title (some
  // are longer) would replace the heading under the reader's eyes once the form is in.
  const listedTitle = useServiceTitle(serviceId ?? '');
  const title = catalogEntry(serviceId)
    ? listedTitle
    : load.status === 'ready'
      ? load.service.title
      : t('plots.request.title');
  return (
    <>
      <PageHeader title={title} />
      <Suspense fallback={<PageLoader />}>
        <ServiceRequestBody
          load={load}
          resumeId={opened.resumeId}
          step={step.current}
          onStepChange={step.change}
          onCreated={onCreated}
        />
      </Suspense>
    </>
  );
}

/**
 * The open step in the URL: a step opened in the form adds a history entry (the first one only
 * names the entry the page opened with), and a step named by the URL (Back, Forward) is opened.
 */
function useStepParam(params: URLSearchParams, setParams: ReturnType<typeof useSearchParams>[1]) {
  const current = params.get('step');
  // The stepper keeps the first `change` it was given: it reads the latest URL through refs.
  const latest = useRef({ current, setParams });
  useEffect(() => {
    latest.current = { current, setParams };
  }, [current, setParams]);
  const change = useCallback((id: string) => {
    const { current: shown, setParams: set } = latest.current;
    if (shown === id) return;
    latest.current = { current: id, setParams: set };
    set(
      (p) => {
        p.set('step', id);
        return p;
      },
      { replace: shown === null },
    );
  }, []);
  return { current, change };
}
