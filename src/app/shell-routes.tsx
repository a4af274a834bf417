/**
 * Every route but sign-in (spec §2), inside the shell layout, which picks the signed-in or public
 * layout and applies the route table. Each screen is lazy-loaded on its own.
 */
import { getDefaultStore, useAtomValue } from 'jotai';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useIdleTimeout } from '@/auth/use-idle-timeout';
import { paths } from '@/config/paths';
import { settingsLoaded } from '@/config/settings';
import { routeTitle } from '@/i18n/route-titles';
import { useLanguage } from '@/i18n/use-t';
import { departmentRightsAtom, roleAtom, signedInAtom } from '@/state/session';
import { ShellLayout } from './layouts/shell-layout';
import { StatusPage } from './layouts/mui-parts';
import { lazyPage } from '@/lib/lazy-module';
import { pageLoaders, preloadFirstPageData, preloadPage } from './page-loaders';
import { legacyServiceRoutes, statusPages } from './route-lists';

const ResetPasswordPage = lazyPage(
  () => import('@/features/auth/components/reset-password-page'),
  'ResetPasswordPage',
);
const ServiceList = lazyPage(pageLoaders.serviceList, 'ServiceList');
const ServiceRequest = lazyPage(pageLoaders.serviceRequest, 'ServiceRequestPage');
const DashboardPage = lazyPage(pageLoaders.dashboard, 'DashboardPage');
const PlotServicePage = lazyPage(pageLoaders.plotService, 'PlotServicePage');
const PlotSummaryPage = lazyPage(pageLoaders.plotSummary, 'PlotSummaryPage');
const ServiceInformationPage = lazyPage(
  () => import('./routes/service-information-page'),
  'ServiceInformationPage',
);
const StaffPlotPage = lazyPage(() => import('./routes/staff-plot-page'), 'StaffPlotPage');
const PlotRegistrationPage = lazyPage(
  () => import('@/features/plot-registration/registration-page'),
  'PlotRegistrationPage',
);
const DemoPage = lazyPage(() => import('@/features/demo/demo-page'), 'DemoPage');
const MaitriLoginPage = lazyPage(
  () => import('@/features/maitri/maitri-login-page'),
  'MaitriLoginPage',
);
const DocumentsPage = lazyPage(
  () => import('@/features/documents/documents-page'),
  'DocumentsPage',
);
const AboutDocumentPage = lazyPage(
  () => import('@/features/documents/about-document-page'),
  'AboutDocumentPage',
);
const FaqPage = lazyPage(() => import('@/features/faq/faq-page'), 'FaqPage');
const ProfilePage = lazyPage(() => import('@/features/profile/profile-page'), 'ProfilePage');
const EditProfilePage = lazyPage(
  () => import('@/features/profile/edit-profile-page'),
  'EditProfilePage',
);
const UsersPage = lazyPage(() => import('@/features/users-roles/users-page'), 'UsersPage');
const AddUserPage = lazyPage(() => import('@/features/users-roles/add-user-page'), 'AddUserPage');
const AccessPage = lazyPage(
  () => import('@/features/users-roles/access-page'),
  'AccessManagementPage',
);
const TransactionPage = lazyPage(
  () => import('@/features/transaction-user/transaction-page'),
  'TransactionPage',
);
const VerifyTranUserPage = lazyPage(
  () => import('@/features/transaction-user/verify-page'),
  'VerifyTranUserPage',
);
const MessageTemplatesPage = lazyPage(
  () => import('@/features/notifications/message-templates-page'),
  'MessageTemplatesPage',
);
const PaymentPage = lazyPage(() => import('@/features/payments/payment-page'), 'PaymentPage');
const WaterBillsPage = lazyPage(
  () => import('@/features/payments/water-bills-page'),
  'WaterBillsPage',
);
const PaymentResultPage = lazyPage(
  () => import('@/features/payments/payment-result-page'),
  'PaymentResultPage',
);

// The open page's code is requested as soon as the shell's arrives, not after the shell's first
// render (main.tsx fetches this module while config.json loads, and renders once this is in). The
// session is already restored from sessionStorage.
const store = getDefaultStore();
export const firstPageCode = preloadPage(
  window.location,
  store.get(roleAtom),
  store.get(departmentRightsAtom),
);
// Its data too, once the settings (the API's address) are in: beside the page's code, not after
// the shell has rendered with it.
void settingsLoaded().then(() => preloadFirstPageData(window.location.pathname));

/** Replaces an older route by its engine route, keeping the query (e.g. an application id). */
function LegacyRedirect({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

/** The shell and its routes; unknown paths show page-not-found. */
export function ShellRoutes() {
  // Signed-in pages are all in the shell (the sign-in page sends a signed-in user here), so the
  // sign-in page does not load the idle timeout.
  useIdleTimeout(useAtomValue(signedInAtom));
  useLanguage(); // the titles handed to pages follow the language
  return (
    <Routes>
      <Route element={<ShellLayout />}>
        <Route path={paths.resetPassword.path} element={<ResetPasswordPage />} />
        {statusPages.map((p) => (
          <Route key={p.path} path={p.path} element={<StatusPage kind={p.kind} />} />
        ))}
        {legacyServiceRoutes.map((p) => (
          <Route key={p.path} path={p.path} element={<LegacyRedirect to={p.to} />} />
        ))}
        <Route path={paths.payment.path} element={<PaymentPage />} />
        {[paths.paymentResult, paths.paymentResponse].map((p) => (
          <Route key={p.path} path={p.path} element={<PaymentResultPage />} />
        ))}
        <Route path={paths.waterBillResponse.path} element={<PaymentResultPage waterBill />} />
        <Route path={paths.waterBills.path} element={<WaterBillsPage />} />
        <Route path={paths.raiseServiceRequest.path} element={<ServiceList />} />
        <Route path={paths.serviceRequest.path} element={<ServiceRequest />} />
        <Route path={paths.demo.path} element={<DemoPage />} />
        <Route path={paths.dashboard.path} element={<DashboardPage />} />
        {[paths.plotService, paths.plotServiceLower].map((p) => (
          <Route key={p.path} path={p.path} element={<PlotServicePage />} />
        ))}
        <Route path={paths.plotSummary.path} element={<PlotSummaryPage />} />
        <Route path={paths.serviceInformation.path} element={<ServiceInformationPage />} />
        <Route path={paths.plotDetails.path} element={<StaffPlotPage />} />
        <Route path={paths.plotRegistration.path} element={<PlotRegistrationPage />} />
        <Route path={paths.maitriLogin.path} element={<MaitriLoginPage />} />
        <Route path={paths.documents.path} element={<DocumentsPage />} />
        <Route path={paths.aboutDocument.path} element={<AboutDocumentPage />} />
        <Route path={paths.faq.path} element={<FaqPage />} />
        <Route path={paths.verifyTranUser.path} element={<VerifyTranUserPage />} />
        <Route path={paths.messageTemplates.path} element={<MessageTemplatesPage />} />
        <Route path={paths.profile.path} element={<ProfilePage />} />
        <Route path={paths.editProfile.path} element={<EditProfilePage />} />
        <Route path={paths.usersAndRoles.path} element={<UsersPage />} />
        <Route path={paths.addUser.path} element={<AddUserPage />} />
        <Route path={paths.accessManagement.path} element={<AccessPage />} />
        {(['transactionService', 'transactionUser'] as const).map((key) => (
          <Route
            key={key}
            path={paths[key].path}
            element={<TransactionPage title={routeTitle(key)} />}
          />
        ))}
        <Route path="*" element={<StatusPage kind="pageNotFound" />} />
      </Route>
    </Routes>
  );
}
