import express from 'express';
import cors from 'cors';
import { createContext, type AppDeps, type RouteModule } from './platform/context';
import { appShell, closeApp } from './platform/app-shell';
import { captureMultipartBody } from './platform/uploads';
import { refuseHostilePathSegments } from './platform/path-ids';
import { healthRoutes } from './modules/health/health.routes';
import { usersRoutes } from './modules/users/users.routes';
import { rolesRoutes } from './modules/roles/roles.routes';
import { filesRoutes } from './modules/files/files.routes';
import { contactsRoutes } from './modules/contacts/contacts.routes';
import { profilesRoutes } from './modules/profiles/profiles.routes';
import { linksRoutes } from './modules/links/links.routes';
import { socialsRoutes } from './modules/socials/socials.routes';
import { cardsRoutes } from './modules/cards/cards.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { publicRoutes } from './modules/public/public.routes';
import { superadminRoutes } from './modules/superadmin/superadmin.routes';
import { companyRoutes } from './modules/company/company.routes';
import { toolsRoutes } from './modules/tools/tools.routes';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { integrationsRoutes } from './modules/integrations/integrations.routes';
import { companyBrandRoutes } from './modules/company/company-brand.routes';
import { shareKitRoutes } from './modules/share-kit/share-kit.routes';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes';
import { companyCrmRoutes } from './modules/company-crm/company-crm.routes';
import { scimTokensRoutes } from './modules/scim/scim-tokens.routes';
import { scimRoutes } from './modules/scim/scim.routes';
import { ssoRoutes } from './modules/sso/sso.routes';
import { apiDocsRoutes } from './modules/api-docs/api-docs.routes';
import { ssoSigninRoutes } from './modules/sso/sso-signin.routes';
import { pages } from './modules/public/pages.routes';
import { cardFastPath } from './modules/public';
import { apiKeyAuthenticator } from './modules/api-keys';
import { ssoSignInGuard } from './modules/sso';
import { wire } from './wiring';

/** Each feature adds its routes here, once. */
const modules: RouteModule[] = [
  healthRoutes,
  usersRoutes,
  rolesRoutes,
  filesRoutes,
  contactsRoutes,
  profilesRoutes,
  linksRoutes,
  socialsRoutes,
  cardsRoutes,
  analyticsRoutes,
  publicRoutes,
  superadminRoutes,
  companyRoutes,
  billingRoutes,
  integrationsRoutes,
  companyBrandRoutes,
  toolsRoutes,
  privacyRoutes,
  shareKitRoutes,
  apiKeysRoutes,
  webhooksRoutes,
  companyCrmRoutes,
  scimTokensRoutes,
  ssoRoutes,
  ssoSigninRoutes,
  apiDocsRoutes,
];

export function createApp(deps: AppDeps): express.Express {
  wire();
  const ctx = createContext(deps, { keys: apiKeyAuthenticator, signInGuard: ssoSignInGuard });
  const { logger } = ctx;

  const app = appShell(deps, logger, cardFastPath(ctx));
  // The card pages, as the cardPage function serves them (card-page-app.ts), for local runs and
  // tests: first, as there, so a card view passes none of the API's middleware (CORS, body parsers).
  app.use(pages(ctx));
  app.use(
    cors({
      origin: (origin, done) => done(null, !origin || deps.config.allowedOrigins.includes(origin)),
      credentials: false,
      exposedHeaders: ['x-request-id', 'content-disposition'],
    }),
  );
  // SCIM 2.0 for the companies' directories (docs/scim.md): SCIM's own JSON and errors, not /v1's,
  // so its body parser and error handler come before the API's.
  app.use('/scim/v2', scimRoutes(ctx));
  // In Cloud Functions the body is already parsed (req.body, req.rawBody); these parsers then skip.
  app.use(
    express.json({
      limit: '1mb',
      verify: (req, _res, buf) => {
        (req as express.Request).rawBody = buf;
      },
    }),
  );
  app.use(captureMultipartBody());

  const v1 = express.Router();
  v1.use(refuseHostilePathSegments());
  for (const module of modules) v1.use(module(ctx));
  app.use('/v1', v1);

  return closeApp(app, logger);
}
