import express from 'express';
import cors from 'cors';
import helmet from 'helmet';
import { createContext, type AppDeps, type RouteModule } from './platform/context';
import { errorHandler, ApiError } from './platform/errors';
import { requestLogging } from './platform/logging';
import { captureMultipartBody } from './platform/uploads';
import { refuseHostilePathSegments } from './platform/path-ids';
import { MESSAGES } from './contract/messages';
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
import { cardPages } from './modules/public/pages.routes';
import { leadFormPages } from './modules/public/lead-form.routes';
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
];

/** Server-rendered pages outside /v1: Hosting rewrites /card/** to the cardPage function, which runs this app. */
// The lead form first: the card pages end with a catch-all.
const pages: RouteModule[] = [leadFormPages, cardPages];

export function createApp(deps: AppDeps): express.Express {
  wire();
  const ctx = createContext(deps);
  const { logger } = ctx;

  const app = express();
  app.disable('x-powered-by');
  // Only the proxies we sit behind (Hosting's CDN and Google's front end) are believed, so a
  // client can't pick its own address for rate limiting by sending X-Forwarded-For.
  app.set('trust proxy', deps.config.trustedProxyHops);
  app.use(requestLogging(logger));
  app.use(helmet({ crossOriginResourcePolicy: { policy: 'same-site' } }));
  app.use(
    cors({
      origin: (origin, done) => done(null, !origin || deps.config.allowedOrigins.includes(origin)),
      credentials: false,
      exposedHeaders: ['x-request-id', 'content-disposition'],
    }),
  );
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
  for (const page of pages) app.use(page(ctx));

  app.use((_req, _res, next) => next(new ApiError(404, MESSAGES.routeNotFound, 'not-found')));
  app.use(errorHandler(logger));
  return app;
}
