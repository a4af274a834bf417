import { ServiceError } from '@/forms/catalog/service-error';
import type { ServiceLoad } from '@/forms/catalog/use-service';
import { PortalThemeProvider } from '@/ui/theme-provider';
import { PageLoader } from '@/ui/page-loader';
import { ServiceRequest, type ServiceRequestProps } from './components/service-request';

/**
 * Everything on the service page below its header: the form (MUI and the stepper) with the theme
 * around it. Its own chunk, so the header paints before this code has arrived and run.
 */
export function ServiceRequestBody({
  load,
  ...request
}: Omit<ServiceRequestProps, 'service'> & { load: ServiceLoad }) {
  return (
    <PortalThemeProvider>
      {load.status === 'loading' ? <PageLoader /> : null}
      {load.status === 'error' ? <ServiceError issues={load.issues} /> : null}
      {load.status === 'ready' ? (
        <ServiceRequest
          key={`${load.service.id}:${request.resumeId ?? 'new'}`}
          service={load.service}
          {...request}
        />
      ) : null}
    </PortalThemeProvider>
  );
}
