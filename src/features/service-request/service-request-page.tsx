import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { catalogEntry } from '@/config/service-catalog';
import { ServiceError } from '@/forms/catalog/service-error';
import { useService } from '@/forms/catalog/use-service';
import { PageHeader } from '@/ui/page-header';
import { PageLoader } from '@/ui/page-loader';
import { ServiceRequest } from './components/service-request';

/**
 * /PlotService/raiseServiceRequest/:service — any catalogue service for the selected plot;
 * ?SubmissionId=… resumes that application. A broken service definition is explained here.
 */
export function ServiceRequestPage() {
  const { service: serviceId } = useParams();
  const [params, setParams] = useSearchParams();
  const requested = params.get('SubmissionId') ?? undefined;
  const load = useService(serviceId);
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

  const title =
    load.status === 'ready'
      ? load.service.title
      : (catalogEntry(serviceId)?.title ?? 'Service request');
  return (
    <>
      <PageHeader title={title} />
      {load.status === 'loading' ? <PageLoader /> : null}
      {load.status === 'error' ? <ServiceError issues={load.issues} /> : null}
      {load.status === 'ready' ? (
        <ServiceRequest
          key={`${load.service.id}:${opened.resumeId ?? 'new'}`}
          service={load.service}
          resumeId={opened.resumeId}
          onCreated={(id) => {
            setOpened((o) => ({ ...o, created: id }));
            setParams({ SubmissionId: id }, { replace: true });
          }}
        />
      ) : null}
    </>
  );
}
