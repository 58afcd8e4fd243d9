/** What the sign-in screens use of single sign-on: the address lookup, the choice, and its rules. */
export { useSsoCheck, useSsoDiscovery } from './api';
/** The choice's code (and its texts) load only once an address turns out to have SSO. */
export const loadSsoChoice = () => import('./components/SsoChoice');
export { destinationAfter, passwordRefused, type SsoTarget } from './routing';
export { takeRedirect } from './handoff';
