/** The company module's door, beside its service, model and privacy files while they stay open (docs/architecture.md, "Module doors"). */
export { assertUnlockedProfileFields, lockedValuesForNewProfile } from './locked-fields';
