import { useParams } from 'react-router-dom';
import { findServiceRoute } from '@/config/service-routes';
import { departments } from '@/domain/departments';
import { StatusPage } from '@/features/status/status-page';
import { NotAvailable } from '@/ui/not-available';

/** /PlotService/raiseServiceRequest/:service until the form engine renders the service. */
export function ServiceRequestPage() {
  const service = findServiceRoute(useParams().service);
  if (!service) return <StatusPage kind="pageNotFound" />;
  const department = departments.find((d) => d.id === service.serviceMasterId);
  return (
    <NotAvailable
      title={service.title}
      message={`This service form is being built. It will appear here once it is ready (${department?.name} services).`}
    />
  );
}
