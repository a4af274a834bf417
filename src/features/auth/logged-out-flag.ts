/**
 * One-shot sessionStorage flag: the next sign-in page shows 'Successfully Logged Out'. On its own
 * so the sign-in page can read it without loading the logout code (and the API client with it).
 */
export const LOGGED_OUT_FLAG = 'loggedOut';
