/** The SCIM module's door (docs/architecture.md, "Module doors"). */
export type { StoredScimGroup, StoredScimToken, StoredScimUser } from './scim.model';
