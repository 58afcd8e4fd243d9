/** What other modules may use of the company module beside its services. */
export { assertUnlockedProfileFields, lockedValuesForNewProfile } from './locked-fields';
