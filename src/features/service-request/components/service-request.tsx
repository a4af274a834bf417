import { useEffect, useMemo, useState } from 'react';
import { useAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { unmetPreconditions } from '@/domain/applications/preconditions';
import type { LoadedService } from '@/domain/catalog/types';
import { ServiceStepper } from '@/forms/service-form/service-stepper';
import { useDomainValidators } from '@/forms/validation/use-domain-validators';
import { selectedPlotAtom } from '@/state/plot';
import { lazyPage, moduleLoader } from '@/lib/lazy-module';
import { Notice } from '@/ui/notice';
import { NoticeWithButton } from '@/ui/notice-with-button';
import { PageLoader } from '@/ui/page-loader';
import { PartBoundary } from '@/ui/part-boundary';
import { requestStart } from '../request-answers';
import { useRequestData } from '../use-request-data';
import { ExistingDraft } from './existing-draft';
import { PlotBanner } from './plot-banner';
import { useT } from '@/i18n/use-t';

// What uses MUI loads when it is shown (mui-parts.tsx): the form's first step does not need it.
export const loadRequestParts = moduleLoader(() => import('./mui-parts'));
const ClarificationNotice = lazyPage(loadRequestParts, 'ClarificationNotice');
const OutdatedForm = lazyPage(loadRequestParts, 'OutdatedForm');
const PayButton = lazyPage(loadRequestParts, 'PayButton');
const PlotPicker = lazyPage(loadRequestParts, 'PlotPicker');
const UnmetNotice = lazyPage(loadRequestParts, 'UnmetNotice');

/** Props of ServiceRequest. */
export interface ServiceRequestProps {
  service: LoadedService;
  resumeId?: string;
  onCreated: (submissionId: string) => void;
  /** The step the URL names (Back and Forward change it). */
  step?: string | null;
  /** Each time another step is opened. */
  onStepChange?: (stepId: string) => void;
}

/** The plot, its facts and the stepper of one application (new, or resumed by its id). */
export function ServiceRequest(props: ServiceRequestProps) {
  const { service, resumeId, onCreated, step, onStepChange } = props;
  const t = useT();
  const [plotId, setPlotId] = useAtom(selectedPlotAtom);
  const [attempt, setAttempt] = useState(0);
  // Submitted again after a clarification: the office's question is answered, its notice goes.
  const [resubmitted, setResubmitted] = useState(false);
  const navigate = useNavigate();
  // A resumed application brings its own plot; the selection must not reload it.
  const data = useRequestData(resumeId ? null : plotId, resumeId, attempt);
  // A resumed application is migrated and its hidden answers cleared with the domain validators
  // (loaded after the first frame of a new one).
  const rules = useDomainValidators(
    service,
    Boolean(resumeId || (data.status === 'ready' && data.record)),
  );
  const ready = data.status === 'ready' && rules ? data : null;
  const start = useMemo(
    () => (ready ? requestStart(service, ready.plotId, ready.plot, ready.record) : null),
    [service, ready],
  );
  useEffect(() => {
    if (ready?.record && ready.plotId !== plotId) setPlotId(ready.plotId);
  }, [ready, plotId, setPlotId]);

  if (!resumeId && !plotId) {
    return (
      <PartBoundary fallback={<PageLoader />}>
        <PlotPicker title={t('plots.request.choosePlot')} onPick={setPlotId} />
      </PartBoundary>
    );
  }
  if (data.status === 'error') {
    return (
      <NoticeWithButton label={t('common.tryAgain')} onClick={() => setAttempt((a) => a + 1)}>
        {data.message}
      </NoticeWithButton>
    );
  }
  if (!ready || !start) return <PageLoader />;
  if (ready.record && ready.record.ServiceId !== service.id) {
    return (
      <Notice severity="error">
        {t('plots.request.otherService', { id: resumeId, service: service.title })}
      </Notice>
    );
  }
  if (ready.record && start.migration && ready.record.SchemaVersion > service.version)
    return (
      <PartBoundary fallback={<PageLoader />}>
        <OutdatedForm service={service} record={ready.record} />
      </PartBoundary>
    );
  const changePlot = ready.record ? undefined : () => setPlotId(null);
  const unmet = ready.record
    ? []
    : unmetPreconditions(service.preconditions, {
        plot: start.facts,
        approvedServices: start.approvedServices,
      });
  return (
    <>
      <PlotBanner facts={start.facts} onChange={changePlot} />
      {/* Only a record sent back has a notice: its code (MUI's) is not fetched for any other. */}
      {ready.record?.Status === 'ClarificationSought' && !resubmitted ? (
        <PartBoundary>
          <ClarificationNotice record={ready.record} />
        </PartBoundary>
      ) : null}
      {ready.record ? null : <ExistingDraft plotId={ready.plotId} serviceId={service.id} />}
      {unmet.length > 0 ? (
        <PartBoundary>
          <UnmetNotice messages={unmet.map((p) => p.message)} />
        </PartBoundary>
      ) : (
        <ServiceStepper
          service={service}
          mode="live"
          plotId={ready.plotId}
          plotFacts={start.facts}
          rates={ready.rates}
          status={start.status}
          initialAnswers={start.answers}
          initialStep={step ?? start.step}
          onStepChange={onStepChange}
          submissionId={ready.record?.SubmissionId}
          version={ready.record?.Version}
          migration={start.migration}
          serverFee={
            ready.record && start.status !== 'Draft' && start.status !== 'New'
              ? { total: ready.record.TentativeCost, lines: ready.record.FeeLines }
              : undefined
          }
          onSubmissionId={onCreated}
          onClosed={() => navigate(paths.plotSummary.getHref())}
          onSubmitted={() => setResubmitted(true)}
          renderPayment={(submissionId, amount) => (
            <PartBoundary>
              <PayButton submissionId={submissionId} amount={amount} />
            </PartBoundary>
          )}
        />
      )}
    </>
  );
}
