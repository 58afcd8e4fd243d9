import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Contact, DuplicateGroup, ImportResult, LeadDay, SelectionStep } from '@contract/contacts';
import type { CardView } from '@contract/cards';
import type { LinkView } from '@contract/links';
import type { Role } from '@contract/roles';
import type { SocialNetwork } from '@contract/socials';
import type { Profile, PublicProfile } from '@contract/profiles';
import type { Company, CompanyRole, Division, Employee, Invitation } from '@contract/company';
import type { CompanyCard, CompanyEverlink } from '@contract/company-brand';
import type { Plan, Subscription } from '@contract/billing';
import type { IntegrationSummary, ProfileIntegrations } from '@contract/integrations';
import type { AnalyticsDashboard } from '@contract/analytics';
import type { ShareKit } from '@contract/share-kit';
import type { AdminUser, SuperadminOverview } from '@contract/superadmin';
import type { Page } from '../lib/api';
import type { authApi } from '../features/auth/api';
import { apiTypes } from '../../scripts/api-types';
import { openApiDocument } from '../../../functions/src/contract/openapi/document';
import type { paths } from './openapi';

/**
 * The web's API types against the API's OpenAPI description (docs/api.md). The generator must
 * type every route of the description; and the types the web's API calls read answers as
 * must take what the description says those routes answer (checked by `tsc -p web`).
 */

type Method = 'get' | 'post' | 'put' | 'delete';
type JsonAnswer<P extends keyof paths, M extends Method, S extends number> = paths[P][M] extends {
  responses: { [K in S]: { content: { 'application/json': infer B } } };
}
  ? B
  : never;
/** What `api.get/post/put` resolve to: the answer's `data`. */
type Data<P extends keyof paths, M extends Method, S extends number = 200> =
  JsonAnswer<P, M, S> extends { data: infer D } ? D : never;

describe('the web API types', () => {
  it('are generated from the current OpenAPI description, a type for each of its routes', async () => {
    const types = await apiTypes();
    const routes = Object.keys(openApiDocument().paths ?? {});
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((route) => !types.includes(`'${route}': {`))).toEqual([]);
  });

  it('agree with what the contact, card, link, role and account calls read', () => {
    expectTypeOf<Data<'/v1/contacts/{contactId}', 'get'>>().toEqualTypeOf<Contact>();
    expectTypeOf<JsonAnswer<'/v1/contacts', 'get', 200>>().toExtend<Page<Contact>>();
    expectTypeOf<Data<'/v1/contacts/count', 'get'>>().toEqualTypeOf<{ count: number }>();
    expectTypeOf<Data<'/v1/contacts/merge', 'get'>>().toEqualTypeOf<DuplicateGroup[]>();
    expectTypeOf<Data<'/v1/contacts/selection/tag', 'post'>>().toEqualTypeOf<SelectionStep>();
    expectTypeOf<Data<'/v1/contacts/{profileId}/{type}/import', 'post', 201>>().toEqualTypeOf<ImportResult>();
    expectTypeOf<Data<'/v1/contacts/lead-day/{profileId}', 'get'>>().toEqualTypeOf<LeadDay>();
    expectTypeOf<Data<'/v1/cards/{id}', 'get'>>().toEqualTypeOf<CardView>();
    expectTypeOf<JsonAnswer<'/v1/cards', 'get', 200>>().toExtend<Page<CardView>>();
    expectTypeOf<Data<'/v1/links', 'get'>>().toEqualTypeOf<LinkView[]>();
    expectTypeOf<Data<'/v1/socials', 'get'>>().toEqualTypeOf<SocialNetwork[]>();
    expectTypeOf<Data<'/v1/roles', 'get'>>().toExtend<Role[]>();
    expectTypeOf<Data<'/v1/users', 'post', 201>>().toExtend<Awaited<ReturnType<typeof authApi.createUserRecord>>>();
    expectTypeOf<Data<'/v1/auth/exist', 'get'>>().toEqualTypeOf<Awaited<ReturnType<typeof authApi.exist>>>();
    expectTypeOf<Data<'/v1/auth', 'put'>>().toEqualTypeOf<Awaited<ReturnType<typeof authApi.updateCredentials>>>();
  });

  it('agree with what the profile, company, billing, integration and superadmin answers are', () => {
    expectTypeOf<Data<'/v1/profiles', 'get'>>().toEqualTypeOf<Profile[]>();
    expectTypeOf<Data<'/v1/profiles/{id}', 'get'>>().toExtend<Profile | PublicProfile>();
    expectTypeOf<Data<'/v1/profiles/{id}/share-kit', 'get'>>().toEqualTypeOf<ShareKit>();
    expectTypeOf<Data<'/v1/analytics/dashboard/{profileId}', 'get'>>().toEqualTypeOf<AnalyticsDashboard>();
    expectTypeOf<Data<'/v1/company', 'get'>>().toEqualTypeOf<Company>();
    expectTypeOf<JsonAnswer<'/v1/company/{companyId}/employees', 'get', 200>>().toExtend<Page<Employee>>();
    expectTypeOf<JsonAnswer<'/v1/company/invitations', 'get', 200>>().toExtend<Page<Invitation>>();
    expectTypeOf<Data<'/v1/company/{companyId}/roles', 'get'>>().toEqualTypeOf<CompanyRole[]>();
    expectTypeOf<Data<'/v1/company/{companyId}/divisions', 'post', 201>>().toEqualTypeOf<Division>();
    expectTypeOf<Data<'/v1/company/{companyId}/everlinks', 'get'>>().toEqualTypeOf<CompanyEverlink[]>();
    expectTypeOf<Data<'/v1/company/{companyId}/cards/{cardId}', 'put'>>().toEqualTypeOf<CompanyCard>();
    expectTypeOf<Data<'/v1/plans', 'get'>>().toEqualTypeOf<Plan[]>();
    expectTypeOf<JsonAnswer<'/v1/subscriptions', 'get', 200>>().toExtend<Page<Subscription>>();
    expectTypeOf<Data<'/v1/integrations', 'get'>>().toEqualTypeOf<IntegrationSummary[]>();
    expectTypeOf<Data<'/v1/integrations/profiles/{profileId}', 'get'>>().toEqualTypeOf<ProfileIntegrations>();
    expectTypeOf<Data<'/v1/superadmin/overview', 'get'>>().toEqualTypeOf<SuperadminOverview>();
    expectTypeOf<Data<'/v1/superadmin/users/{userId}/status', 'put'>>().toEqualTypeOf<AdminUser>();
  });
});
