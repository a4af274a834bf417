import type { ServiceLoad } from '@/forms/catalog/use-service';
import { lazyPage } from '@/lib/lazy-module';
import { PageLoader } from '@/ui/page-loader';
import { PartBoundary, UnreachableNotice } from '@/ui/part-boundary';
import { ServiceRequest, type ServiceRequestProps } from './components/service-request';

// A broken definition is rare: its notice (MUI) loads when one is shown.
const ServiceError = lazyPage(() => import('./components/mui-parts'), 'ServiceError');

/**
 * Everything on the service page below its header: the form. Its own chunk, so the header paints
 * before this code has arrived and run. Plain CSS up to the form's first step: the parts that use
 * MUI bring its theme with them when they load (mui-parts.tsx).
 */
export function ServiceRequestBody({
  load,
  ...request
}: Omit<ServiceRequestProps, 'service'> & { load: ServiceLoad }) {
  return (
    <>
      {load.status === 'loading' ? <PageLoader /> : null}
      {load.status === 'error' && load.unreachable ? <UnreachableNotice /> : null}
      {load.status === 'error' && !load.unreachable ? (
        <PartBoundary fallback={<PageLoader />}>
          <ServiceError issues={load.issues} />
        </PartBoundary>
      ) : null}
      {load.status === 'ready' ? (
        <ServiceRequest
          key={`${load.service.id}:${request.resumeId ?? 'new'}`}
          service={load.service}
          {...request}
        />
      ) : null}
    </>
  );
}
