/**
 * Every route but sign-in (spec §2), inside the shell layout, which picks the signed-in or public
 * layout and applies the route table. Each screen is lazy-loaded on its own.
 */
import { Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { StatusPage } from '@/features/status/status-page';
import { NotAvailable } from '@/ui/not-available';
import { ShellLayout } from './layouts/shell-layout';
import { lazyPage } from './lazy-page';
import { pendingPages, pendingPublicPages, statusPages } from './route-lists';

const ResetPasswordPage = lazyPage(
  () => import('@/features/auth/components/reset-password-page'),
  'ResetPasswordPage',
);
const ServiceList = lazyPage(() => import('@/features/services/service-list'), 'ServiceList');
const ServiceRequest = lazyPage(() => import('./routes/service-request'), 'ServiceRequestPage');

/** The shell and its routes; unknown paths show page-not-found. */
export function ShellRoutes() {
  return (
    <Routes>
      <Route element={<ShellLayout />}>
        <Route path={paths.resetPassword.path} element={<ResetPasswordPage />} />
        {statusPages.map((p) => (
          <Route key={p.path} path={p.path} element={<StatusPage kind={p.kind} />} />
        ))}
        {[...pendingPublicPages, ...pendingPages].map((p) => (
          <Route key={p.path} path={p.path} element={<NotAvailable title={p.title} />} />
        ))}
        <Route path={paths.raiseServiceRequest.path} element={<ServiceList />} />
        <Route path={paths.serviceRequest.path} element={<ServiceRequest />} />
        <Route path="*" element={<StatusPage kind="pageNotFound" />} />
      </Route>
    </Routes>
  );
}
