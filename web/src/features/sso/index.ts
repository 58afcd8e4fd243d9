/** What the sign-in screens use of single sign-on: the address lookup, the choice, and its rules. */
export { useSsoCheck, useSsoDiscovery } from './api';
export { SsoChoice } from './components/SsoChoice';
export { destinationAfter, passwordRefused, type SsoTarget } from './routing';
export { takeRedirect } from './handoff';
