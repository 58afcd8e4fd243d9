/** What other features may use of the superadmin area, beside its api.ts: its section tabs, for screens of theirs in it (/superadmin/plans). */
export { SuperadminTabs } from './components/SuperadminTabs';
