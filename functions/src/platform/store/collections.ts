import { perStore } from './per-store';
import { EXPIRE_AT, type CollectionReference, type DocumentReference, type ExpireAt } from './types';
import { documentId } from './paths';
import type { User } from '../../contract/users';
import type { Card, CardBatch } from '../../contract/cards';
import type { Company, CompanyRole } from '../../contract/company';
import type { Link } from '../../contract/links';
import type { Role } from '../../contract/roles';
import type { SocialNetwork } from '../../contract/socials';
import type { CompanyShareKit } from '../../contract/share-kit';
import type { StoredPlan } from '../../contract/billing';
import type { DeletionReceipt } from '../../contract/integrations';
import type { StatShard, StatsDoc } from '../../modules/analytics';
import type { BillingCustomer, BillingUserFields, ProcessedEvent, StoredSubscription } from '../../modules/billing';
import type { StoredEmployee, StoredDivision, StoredInvitation, UserMembership } from '../../modules/company';
import type { StoredEverlink } from '../../modules/company';
import type { LeadTransfer } from '../../modules/company';
import type { StoredContact } from '../../modules/contacts';
import type {
  ContactCount,
  DuplicateBook,
  DuplicateKeyCount,
  LeadErasureTicket,
  StoredImport,
} from '../../modules/contacts';
import type { StoredCrmPush } from '../../integrations/core/crm-counts';
import type { SlugClaim } from '../../modules/links';
import type { DeletionRecord as AccountDeletion } from '../../modules/privacy';
import type { Progress as BuildProgress } from '../../jobs/build-public-views';
import type { Progress as TransliterateProgress } from '../../jobs/transliterate-names';
import type { Progress as DupKeysProgress } from '../../jobs/index-duplicate-keys';
import type { StoredProfile } from '../../modules/profiles';
import type { StoredPublicCompany, StoredPublicView } from '../../modules/public';
import type { OwnOccupation } from '../../modules/tools';
import type { StoredWebhookAttempt, StoredWebhookEndpoint, StoredWebhookEvent } from '../../modules/webhooks';
import type { IntegrationSecret, StoredConnection } from '../../integrations/core/store';
import type { PendingAuthorization } from '../../integrations/core/oauth-state';
import type { DeletionRecord as InstagramDeletion } from '../../integrations/instagram/instagram.deletion';
import type { Counter } from '../rate-limit';
import type { OutboxDocument } from '../outbox/types';
import type { StoredApiKey, StoredAuditPage } from '../../modules/api-keys';
import type { StoredProviderConfig } from '../../integrations/identity-platform';
import type {
  StoredCompanyCrm,
  StoredCompanyCrmPush,
  StoredCompanyCrmSecret,
  StoredCrmOwner,
} from '../../modules/company-crm';
import type { StoredScimGroup, StoredScimToken, StoredScimUser } from '../../modules/scim';
import type {
  StoredBreakGlass,
  StoredDomainClaim,
  StoredOidcState,
  StoredSsoConnection,
  StoredSsoDomain,
} from '../../modules/sso';

/**
 * Every collection of the product, named once: its path, its documents' type and the code that
 * owns writes to it (`owner`, a folder under functions/src). Code opens data only through
 * `collections(ctx)`; a lint rule (eslint.config.js) refuses `.collection(…)` and `store.doc(…)`
 * anywhere else, so a collection's name, shape and writer are found here and nowhere else.
 * firestore.indexes.json names collections too; collections.test.ts holds it to this map.
 * The document types are imported as types only: nothing here runs module code.
 */

/**
 * `users/{uid}`: the account; the other modules keep their own fields on it. `accessVersion`
 * (platform/access) is bumped when a role the person holds changes its rules.
 */
type StoredUser = User & BillingUserFields & UserMembership & { disabled?: boolean; accessVersion?: number };

/** `companies/{companyId}`; `erasingFor` marks a company whose last member is being erased (company.privacy.ts). */
type StoredCompany = Company & { erasingFor?: string };

/**
 * A collection written on public request paths or per card view, so Firestore's write limits
 * apply to it (docs/operations.md, "High-rate collections"). test/lint/high-rate.test.ts holds
 * each to them against firestore.indexes.json.
 */
interface HighRate {
  /** The id's parts in order. The first is never a time: each new day or window would open one adjacent key range. */
  readonly id: readonly string[];
  /** Fields no query reads: exempted from indexing (`fieldOverrides` with `indexes: []`). */
  readonly unindexed: readonly string[];
  /** Why documents without a `ttl` are kept; a high-rate collection has one or the other. */
  readonly keptBecause?: string;
}

interface Marks {
  /** The Date field Firestore's TTL policy deletes documents by (store/types.ts, `EXPIRE_AT`). */
  readonly ttl?: typeof EXPIRE_AT;
  readonly highRate?: HighRate;
}

interface TopLevel<T> extends Marks {
  readonly path: string;
  readonly owner: string;
  /** Carries the documents' type; never set. */
  readonly doc?: T;
  readonly parent?: undefined;
}

interface Nested<T> extends Marks {
  readonly path: string;
  readonly owner: string;
  readonly doc?: T;
  /** The collection whose documents hold this one (`{parent}/{parentId}/{name}`). */
  readonly parent: string;
  readonly name: string;
}

const top = <T, M extends Marks = Marks>(path: string, owner: string, marks?: M): TopLevel<T> & M => ({
  path,
  owner,
  ...(marks as M),
});
const under = <T, M extends Marks = Marks>(parent: string, name: string, owner: string, marks?: M): Nested<T> & M => ({
  path: `${parent}/{id}/${name}`,
  owner,
  parent,
  name,
  ...(marks as M),
});

/** The counters every view, click, save and lead adds to. */
const COUNTS = ['views', 'uniqueVisitors', 'clicks', 'saves', 'exchanges', 'leads', 'services', 'sources'];
const KEPT_STATS = "a profile's analytics history, kept as long as the profile";

export const COLLECTIONS = {
  /** `users/{uid}`. companyId: modules/company; billingRoleIds, billingSources: modules/billing; roleIds, disabled: modules/superadmin. */
  users: top<StoredUser>('users', 'modules/users'),
  profiles: top<StoredProfile>('profiles', 'modules/profiles'),
  /** `publicViews/{profileId}`: the card page's materialized copy of a profile. */
  publicViews: top<StoredPublicView>('publicViews', 'modules/public'),
  /** `publicCompanies/{companyId}`: the brand every employee's card shows. */
  publicCompanies: top<StoredPublicCompany>('publicCompanies', 'modules/public'),
  /** Share links; a profile's own link is created with the profile (modules/profiles). */
  links: top<Link>('links', 'modules/links'),
  /** `slugs/{slug}`: which link holds a slug. */
  slugs: top<SlugClaim>('slugs', 'modules/links'),
  /** Cards; a company's cards are assigned by modules/company. */
  cards: top<Card>('cards', 'modules/cards'),
  cardBatches: top<CardBatch>('cardBatches', 'modules/cards'),
  contacts: top<StoredContact>('contacts', 'modules/contacts'),
  /** `duplicateKeys/{userId}_{key}`: how many of a book's contacts hold a duplicate key. */
  duplicateKeys: top<DuplicateKeyCount>('duplicateKeys', 'modules/contacts'),
  /** `duplicateBooks/{userId}`: the book's duplicate keys are all counted. */
  duplicateBooks: top<DuplicateBook>('duplicateBooks', 'modules/contacts'),
  /** `contactCounts/{uid}`: how many contacts the person holds, moved with every write that adds or removes some. */
  contactCounts: top<ContactCount>('contactCounts', 'modules/contacts'),
  contactImports: top<StoredImport>('contactImports', 'modules/contacts', { ttl: EXPIRE_AT }),
  /** `leadErasures/{contactId}`: a visitor's ticket to erase their own lead. */
  leadErasures: top<LeadErasureTicket>('leadErasures', 'modules/contacts'),
  /** `accountDeletions/{uid}`: the steps of an account's erasure. */
  accountDeletions: top<AccountDeletion>('accountDeletions', 'modules/privacy'),
  plans: top<StoredPlan>('plans', 'modules/billing'),
  /** `billingCustomers/{payerKey}`. */
  billingCustomers: top<BillingCustomer>('billingCustomers', 'modules/billing'),
  /** `subscriptions/{sub_…}`: Stripe's last word on each subscription. */
  subscriptions: top<StoredSubscription>('subscriptions', 'modules/billing'),
  /** `stripeEvents/{evt_…}`: webhook events already processed. */
  stripeEvents: top<ProcessedEvent>('stripeEvents', 'modules/billing', { ttl: EXPIRE_AT }),
  /** Product-wide roles (the roles service's global scope); the plans' roles are written by modules/billing. */
  roles: top<Role>('roles', 'modules/roles'),
  companies: top<StoredCompany>('companies', 'modules/company'),
  /** `companies/{companyId}/employees/{uid}`. */
  employees: under<StoredEmployee>('companies', 'employees', 'modules/company'),
  /** `companies/{companyId}/roles/{roleId}`; modules/company writes the built-in ones with the company, and erases them with it. */
  companyRoles: under<CompanyRole>('companies', 'roles', 'modules/roles'),
  divisions: under<StoredDivision>('companies', 'divisions', 'modules/company'),
  /** `companies/{companyId}/everlinks/{everlinkId}`: the links on every employee's card. */
  companyLinks: under<StoredEverlink>('companies', 'everlinks', 'modules/company'),
  /** `companies/{companyId}/settings/shareKit`. */
  companySettings: under<CompanyShareKit>('companies', 'settings', 'modules/share-kit'),
  invitations: top<StoredInvitation>('invitations', 'modules/company'),
  /** `leadTransfers/{companyId}_{uid}`: a leaver's leads on their way to a colleague. */
  leadTransfers: top<LeadTransfer>('leadTransfers', 'modules/company'),
  socialNetworks: top<SocialNetwork>('socialNetworks', 'modules/socials'),
  /** `ownOccupations/{uid}_{hash}`. */
  ownOccupations: top<OwnOccupation>('ownOccupations', 'modules/tools'),
  /** `profileStats/{profileId}_{day}`. */
  profileStats: top<StatsDoc>('profileStats', 'modules/analytics', {
    highRate: { id: ['profileId', 'day'], unindexed: COUNTS, keptBecause: KEPT_STATS },
  }),
  /** `profileStats/{profileId}_{day}/visitors/{visitorKey}`: who was already counted that day. */
  visitors: under<{ profileId: string; day: string }>('profileStats', 'visitors', 'modules/analytics', {
    highRate: {
      id: ['visitorKey'],
      unindexed: ['profileId', 'day'],
      keptBecause: 'deleted with their day document; the salted keys match nobody once the day has passed',
    },
  }),
  /** `profileTotals/{profileId}`. */
  profileTotals: top<StatsDoc>('profileTotals', 'modules/analytics', {
    highRate: { id: ['profileId'], unindexed: ['profileId', 'day', ...COUNTS], keptBecause: KEPT_STATS },
  }),
  /** `profileStatShards/{profileId}_{day}_{n}`: the instances' flushes of a day's counts into shard n. */
  profileStatShards: top<StatShard>('profileStatShards', 'modules/analytics', {
    highRate: {
      id: ['profileId', 'day', 'shard'],
      unindexed: [...COUNTS, 'visitors', 'flushes'],
      keptBecause: KEPT_STATS,
    },
  }),
  /** `profileTotalShards/{profileId}_{n}`: the same, all time (`day: 'all'`). */
  profileTotalShards: top<StatShard>('profileTotalShards', 'modules/analytics', {
    highRate: {
      id: ['profileId', 'shard'],
      unindexed: ['day', ...COUNTS, 'flushes'],
      keptBecause: KEPT_STATS,
    },
  }),
  /** `linkClickFlushes/{linkId}_{instance}`: the last flush of redirects an instance added to a link's `clicks`. */
  linkClickFlushes: top<{ linkId: string; seq: number; expireAt: ExpireAt }>('linkClickFlushes', 'modules/analytics', {
    ttl: EXPIRE_AT,
    highRate: { id: ['linkId', 'instance'], unindexed: ['linkId', 'seq', EXPIRE_AT] },
  }),
  /** `analyticsSalts/{day}`. */
  analyticsSalts: top<{ day: string; salt: string }>('analyticsSalts', 'modules/analytics'),
  /** `crmPushes/{provider}_{contactId}`. */
  crmPushes: top<StoredCrmPush>('crmPushes', 'modules/integrations'),
  /** `companyCrms/{companyId}`: the company's one connected CRM, its state and mapping (docs/company-crm.md). */
  companyCrms: top<StoredCompanyCrm>('companyCrms', 'modules/company-crm'),
  /** `companyCrmSecrets/{companyId}`: its sealed tokens, never sent to a client. */
  companyCrmSecrets: top<StoredCompanyCrmSecret>('companyCrmSecrets', 'modules/company-crm'),
  /** `companyCrmPushes/{contactId}`: a contact's push to the company CRM (status, the CRM's id). */
  companyCrmPushes: top<StoredCompanyCrmPush>('companyCrmPushes', 'modules/company-crm', {
    // Written with every lead on a company card: only the list's and the counts' fields are indexed.
    highRate: {
      id: ['contactId'],
      unindexed: [
        'contactId',
        'userId',
        'marked',
        'attempts',
        'lastError',
        'remoteId',
        'ownerId',
        'syncedAt',
        'createdAt',
      ],
      keptBecause: "a contact's push state and the CRM's id of its record, kept while the contact is (deleted with it)",
    },
  }),
  /** `companyCrmOwners/{companyId}_{crm}_{uid}`: an employee's CRM user, looked up again after a day. */
  companyCrmOwners: top<StoredCrmOwner>('companyCrmOwners', 'modules/company-crm', { ttl: EXPIRE_AT }),
  /** `integrations/{provider}_{uid}`: a connection as its owner sees it. */
  integrations: top<StoredConnection>('integrations', 'integrations/core'),
  /** `integrationSecrets/{provider}_{uid}`: sealed tokens, never sent to a client. */
  integrationSecrets: top<IntegrationSecret>('integrationSecrets', 'integrations/core'),
  /** `oauthStates/{provider}_{uid}`: one pending authorization. */
  oauthStates: top<PendingAuthorization>('oauthStates', 'integrations/core'),
  /** `metaSignedRequests/{sha256}`: the answer given to a signed request. */
  metaSignedRequests: top<{ receipt: DeletionReceipt; expireAt: ExpireAt }>(
    'metaSignedRequests',
    'integrations/instagram',
    { ttl: EXPIRE_AT },
  ),
  instagramDeletions: top<InstagramDeletion>('instagramDeletions', 'integrations/instagram'),
  /** `jobRuns/{job}`: where a job's last run stopped. */
  jobRuns: top<BuildProgress & Partial<TransliterateProgress> & DupKeysProgress>('jobRuns', 'jobs'),
  /** `rateLimits/{hash}_{name}_{windowStart}`, `_{shard}` after it for shards 1… of a split window. */
  rateLimits: top<Counter>('rateLimits', 'platform', {
    ttl: EXPIRE_AT,
    highRate: { id: ['hash', 'name', 'windowStart'], unindexed: ['name', 'count', 'limit', EXPIRE_AT] },
  }),
  /** `challengesUsed/{hash}`: redeemed challenge tickets, until the ticket expires. */
  challengesUsed: top<{ purpose: string; expireAt: ExpireAt }>('challengesUsed', 'platform', {
    ttl: EXPIRE_AT,
    highRate: { id: ['hash'], unindexed: ['purpose', EXPIRE_AT] },
  }),
  /** `meta/{dataset}`: which version of seeded data is in (socialCatalogue here; `seed` by functions/scripts). */
  meta: top<{ version: number }>('meta', 'modules/socials'),
  /** `serverKeys/{purpose}`: keys made on first use. */
  serverKeys: top<{ key: string }>('serverKeys', 'platform'),
  /** `apiKeys/{id}`: API keys, looked up by `hash` (the secret's SHA-256) on every call made with one. */
  apiKeys: top<StoredApiKey>('apiKeys', 'modules/api-keys'),
  /** `apiKeyAudit/{auto id}`: one write of an owner's key calls (those an instance answered meanwhile); written per key call, so kept apart and short. */
  apiKeyAudit: top<StoredAuditPage>('apiKeyAudit', 'modules/api-keys', {
    ttl: EXPIRE_AT,
    highRate: { id: ['autoId'], unindexed: ['entries', EXPIRE_AT] },
  }),
  /** `accessVersions/company-{companyId}`: bumped by every write that changes what a company's members may do (platform/access). */
  accessVersions: top<{ version: number }>('accessVersions', 'platform/access'),
  /** `companies/{companyId}/webhookEndpoints/{id}`: where a company's events are sent, with their signing secrets. */
  webhookEndpoints: under<StoredWebhookEndpoint>('companies', 'webhookEndpoints', 'modules/webhooks'),
  /** `webhookEvents/{evt_…}`: an event sent to a company's endpoints, kept for resends. */
  webhookEvents: top<StoredWebhookEvent>('webhookEvents', 'modules/webhooks', { ttl: EXPIRE_AT }),
  /** `companies/{companyId}/webhookAttempts/{id}`: the delivery log. */
  webhookAttempts: under<StoredWebhookAttempt>('companies', 'webhookAttempts', 'modules/webhooks', { ttl: EXPIRE_AT }),
  /** `scimTokens/{id}`: SCIM bearer tokens, looked up by `hash` on every SCIM call (docs/scim.md). */
  scimTokens: top<StoredScimToken>('scimTokens', 'modules/scim'),
  /** `companies/{companyId}/scimUsers/{id}`: the directory's people, from SCIM's `POST /Users`. */
  scimUsers: under<StoredScimUser>('companies', 'scimUsers', 'modules/scim'),
  /** `companies/{companyId}/scimGroups/{id}`: the directory's groups, each kept as a division. */
  scimGroups: under<StoredScimGroup>('companies', 'scimGroups', 'modules/scim'),
  /** `ssoConnections/{companyId}`: the company's identity provider and whether SSO is enforced (docs/sso.md). */
  ssoConnections: top<StoredSsoConnection>('ssoConnections', 'modules/sso'),
  /** `ssoDomainClaims/{companyId}_{domain}`: a company's claim on an email domain, proved by a DNS TXT record. */
  ssoDomainClaims: top<StoredDomainClaim>('ssoDomainClaims', 'modules/sso'),
  /** `ssoDomains/{domain}`: the company a verified domain signs in with; read by every sign-in discovery. */
  ssoDomains: top<StoredSsoDomain>('ssoDomains', 'modules/sso'),
  /** `ssoOidcStates/{state}`: an authorization the local OIDC stand-in started, taken once (minutes). */
  ssoOidcStates: top<StoredOidcState>('ssoOidcStates', 'modules/sso', { ttl: EXPIRE_AT }),
  /** `ssoBreakGlass/{companyId}_{uid}_{authTime}`: an owner's session past enforced SSO, audited once. */
  ssoBreakGlass: top<StoredBreakGlass>('ssoBreakGlass', 'modules/sso', { ttl: EXPIRE_AT }),
  /**
   * `identityProviderConfigs/{providerId}`: Identity Platform's OIDC and SAML provider configs, kept
   * here only while the Auth emulator is used (it answers 501 to them; docs/sso.md).
   */
  identityProviderConfigs: top<StoredProviderConfig>('identityProviderConfigs', 'integrations/identity-platform'),
  /** `outbox/{id}`: a side effect (mail, CRM push) written with its data, delivered after the answer. */
  outbox: top<OutboxDocument>('outbox', 'platform/outbox'),
} as const;

/**
 * A collection of the map. `doc()` makes a new id and `doc(id)` takes a string, never
 * `string | undefined`: an id that is missing by mistake must not become a fresh random document.
 */
export interface MappedCollection<T> extends CollectionReference<T> {
  doc(): DocumentReference<T>;
  doc(id: string): DocumentReference<T>;
}

type RefOf<D> =
  D extends Nested<infer T>
    ? (parentId: string) => MappedCollection<T>
    : D extends TopLevel<infer T>
      ? MappedCollection<T>
      : never;

export type Collections = { readonly [K in keyof typeof COLLECTIONS]: RefOf<(typeof COLLECTIONS)[K]> };

/** The product's collections in this store: `collections(ctx).users.doc(uid)`, `collections(ctx).employees(companyId)`. */
export const collections = perStore(({ store }): Collections => {
  const built: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(COLLECTIONS) as [string, TopLevel<unknown> | Nested<unknown>][]) {
    const { parent } = entry;
    built[key] =
      parent === undefined
        ? store.collection(entry.path)
        : (parentId: string) =>
            store.collection(`${parent}/${documentId(parentId)}/${(entry as Nested<unknown>).name}`);
  }
  return built as Collections;
});
