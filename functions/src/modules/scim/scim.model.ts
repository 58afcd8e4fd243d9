/**
 * What SCIM provisioning stores (docs/scim.md). A SCIM user is the directory's record of a
 * person: it exists from the directory's `POST /Users`, before the person has an account, so its
 * id is ours and stable, and it points at the invitation it made and, once they join, the member.
 */

/** `scimTokens/{id}`: a company's SCIM bearer token, looked up by `hash` (the secret's SHA-256). */
export interface StoredScimToken {
  id: string;
  companyId: string;
  name: string;
  hash: string;
  displayPrefix: string;
  createdAt: string;
  createdBy: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** `companies/{companyId}/scimUsers/{id}`. */
export interface StoredScimUser {
  id: string;
  companyId: string;
  userName: string;
  /** `userName` folded to lower case: SCIM's userName is caseExact false, and unique in the company. */
  userNameKey: string;
  externalId: string | null;
  active: boolean;
  /** The primary (work) email the invitation went to. */
  email: string;
  /** The SCIM attributes as the directory last sent them (core and enterprise), answered back as sent. */
  attributes: Record<string, unknown>;
  /** The pending invitation provisioning made, while the person has not joined. */
  invitationId: string | null;
  /** The member, once they joined. */
  userId: string | null;
  createdAt: string;
  updatedAt: string;
}

/** `companies/{companyId}/scimGroups/{id}`: a directory group, kept as one of the company's divisions. */
export interface StoredScimGroup {
  id: string;
  companyId: string;
  displayName: string;
  displayNameKey: string;
  externalId: string | null;
  divisionId: string;
  /** SCIM user ids. */
  memberIds: string[];
  createdAt: string;
  updatedAt: string;
}
