/**
 * Every route of spec §2 with its path, page title and a link builder (bulletproof-react's
 * paths.ts). Paths keep the spec's own spelling; the router matches them without regard to case,
 * so /Dashboard and /dashboard are one route.
 */

/** A route: its router path, its page title and how to build a link to it. */
export interface AppPath<A extends unknown[] = []> {
  path: string;
  title: string;
  getHref: (...args: A) => string;
}

const fixed = (path: string, title: string): AppPath => ({ path, title, getHref: () => path });

const withQuery = (path: string, query: Record<string, string | undefined>): string => {
  const defined = Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined);
  return defined.length ? `${path}?${new URLSearchParams(defined).toString()}` : path;
};

/** All routes of the portal, keyed by a short name. */
export const paths = {
  // Public (spec §2): no session needed.
  login: {
    path: '/',
    title: 'Sign in',
    // `next`: the page to return to after signing in (auth/return-path.ts checks it).
    getHref: (next?: string) => withQuery('/', { next }),
  } satisfies AppPath<[string?]>,
  resetPassword: {
    path: '/ResetPassword',
    title: 'Reset Password',
    getHref: (token?: string) => withQuery('/ResetPassword', { token }),
  } satisfies AppPath<[string?]>,
  verifyTranUser: fixed('/VerifyTranUser', 'Verify Transaction User'),
  maitriLogin: fixed('/MaitriLogin', 'Single-Window Sign In'),
  payment: {
    path: '/payment',
    title: 'Payment',
    getHref: (txnNo?: string) => withQuery('/payment', { TxnNo: txnNo }),
  } satisfies AppPath<[string?]>,
  paymentResult: fixed(
    '/PlotService/ServiceInformation/PaymentConfirmation/PaymentResponse',
    'Payment Result',
  ),

  // Error pages, in every role's list.
  sessionExpired: fixed('/sessionexpired', 'Session Expired'),
  serverError: fixed('/servererror', 'Server Error'),
  pageNotFound: fixed('/pagenotfound', 'Page Not Found'),
  underMaintenance: fixed('/undermaintenance', 'Under Maintenance'),
  networkConnection: fixed('/networkconeection', 'Network Connection'), // spelled so (spec §2)

  // Behind sign-in, offered by role (spec §2) and department rights (spec §6).
  dashboard: { path: '/dashboard', title: 'Dashboard', getHref: () => '/Dashboard' },
  plotRegistration: fixed('/plotregistration', 'New Plot Registration'),
  profile: fixed('/profile', 'Profile'),
  editProfile: fixed('/editprofile', 'Edit Profile'),
  usersAndRoles: fixed('/userandroles', 'Users & Roles'),
  addUser: fixed('/adduser', 'Add User'),
  accessManagement: fixed('/AccessManagement', 'Access Management'),
  transactionService: fixed('/TransactionService', 'Transaction Service'),
  transactionUser: fixed('/transactionuser', 'Transaction Users'),
  documents: fixed('/documents', 'Documents'),
  aboutDocument: {
    path: '/documents/aboutdocument',
    title: 'About Documents',
    getHref: (id?: string) => withQuery('/documents/aboutdocument', { id }),
  } satisfies AppPath<[string?]>,
  faq: fixed('/FAQPage', 'FAQ'),
  plotService: fixed('/PlotService', 'Plot Details'),
  plotServiceLower: fixed('/plotservice', 'Plot Details'),
  plotSummary: fixed('/PlotService/plotDetails', 'Plot Summary'),
  plotDetails: fixed('/plotDetails', 'Plot Details'),
  raiseServiceRequest: fixed('/PlotService/raiseServiceRequest', 'Raise Service Request'),
  serviceRequest: {
    path: '/PlotService/raiseServiceRequest/:service',
    title: 'Service Request',
    getHref: (service: string) => `/PlotService/raiseServiceRequest/${encodeURIComponent(service)}`,
  } satisfies AppPath<[string]>,
  serviceInformation: fixed('/PlotService/ServiceInformation', 'Service Information'),
  addSubLettee: fixed('/PlotService/AddSubLettee', 'Add Sub-Lettee'),
  paymentResponse: fixed('/PaymentResponse', 'Payment Response'),
  waterBillResponse: {
    path: '/PlotService/WaterBillResponse',
    title: 'Water Bill Payment Response',
    getHref: (txnNo?: string) => withQuery('/PlotService/WaterBillResponse', { TxnNo: txnNo }),
  } satisfies AppPath<[string?]>,
  // Not in spec §2's list: the signed-in way to the bills WaterBillResponse reports on.
  waterBills: fixed('/PlotService/WaterBills', 'Water Bills'),
  // Not in spec §2's list: staff read every notification's e-mail and SMS (issue 23).
  messageTemplates: fixed('/MessageTemplates', 'Message Templates'),
  itHardware: fixed('/ITHardware', 'IT Hardware'),
  demo: fixed('/demo', 'Demo'),
  finalLease: fixed('/finallease', 'Final Lease'),
  finalLeaseSummary: fixed('/finalleasesummary', 'Final Lease Summary'),
  timeLimitExtension: fixed('/timelimitextension', 'Time Limit Extension'),
  timeLimitExtensionSummary: fixed('/timelimitextensionsummary', 'Time Limit Extension Summary'),
  timeLimitExtensionService: fixed('/timelimitextensionservice', 'Time Limit Extension Service'),
  subletteInformation: fixed('/subletteinformation', 'Sub-Lettee Information'),
} as const;

/** Name of a route in `paths`. */
export type PathKey = keyof typeof paths;

/** Lower-cases and drops a trailing slash, so paths compare the way the router matches them. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  try {
    return decodeURIComponent(trimmed).toLowerCase();
  } catch {
    return trimmed.toLowerCase(); // a malformed %-escape simply matches no route
  }
}
