/** The privacy module's door: the account-deletion job and its record's type (docs/architecture.md, "Module doors"). */
export { type DeletionRecord, finishAccountDeletionsJob } from './erasure.service';
