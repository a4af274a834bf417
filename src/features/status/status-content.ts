/** The status pages of spec §2 and what each one says. */
export type StatusKind =
  'sessionExpired' | 'serverError' | 'pageNotFound' | 'underMaintenance' | 'networkConnection';

/** What a status page shows; `action` picks its button. */
export interface StatusContent {
  title: string;
  text: string;
  action: 'signIn' | 'home' | 'reload';
}

/** Wording of each status page. */
export const statusContent: Record<StatusKind, StatusContent> = {
  sessionExpired: {
    title: 'Your session has expired',
    text: 'For your security you were signed out after a period of inactivity or because your session ended. Please sign in again to continue.',
    action: 'signIn',
  },
  serverError: {
    title: 'Server error',
    text: 'The server could not complete your request. Please try again later.',
    action: 'home',
  },
  pageNotFound: {
    title: 'Page not found',
    text: 'The page you asked for does not exist or is not available to your account.',
    action: 'home',
  },
  underMaintenance: {
    title: 'The portal is under maintenance',
    text: 'Some services are temporarily unavailable while we carry out maintenance. Please try again later.',
    action: 'home',
  },
  networkConnection: {
    title: 'No network connection',
    text: 'The portal could not reach the server. Check your internet connection and try again.',
    action: 'reload',
  },
};
