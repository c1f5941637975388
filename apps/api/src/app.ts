import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import formbody from '@fastify/formbody';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { errorCatalog } from '@app/contracts/errors.js';
import { localeFromHeader } from '@app/contracts/locale.js';
import type { Config } from './config.js';
import type { DbHandle } from './db/client.js';
import type { FileStorage } from './lib/storage/storage.js';
import { AccessTokens } from './lib/access-token.js';
import { requestValidatorCompiler } from './lib/request-validator.js';
import { registerJsonBodyParser } from './lib/json-body.js';
import { EndedSessions } from './lib/ended-sessions.js';
import { createExpiringKeys } from './lib/expiring-keys.js';
import { LoginFailures } from './modules/accounts/login-failures.js';
import localePlugin from './plugins/locale.js';
import errorsPlugin, { envelope } from './plugins/errors.js';
import dbPlugin from './plugins/db.js';
import authPlugin from './plugins/auth.js';
import rateLimitPlugin from './plugins/rate-limit.js';
import redisPlugin from './plugins/redis.js';
import securityPlugin from './plugins/security.js';
import openApiPlugin from './plugins/openapi.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { geographyRoutes } from './modules/geography/geography.routes.js';
import { adminGeographyRoutes } from './modules/geography/admin-geography.routes.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { adminSettingsRoutes } from './modules/settings/admin-settings.routes.js';
import { createMailer } from './lib/mail/create-mailer.js';
import type { Mailer } from './lib/mail/mailer.js';
import { authRoutes } from './modules/accounts/auth.routes.js';
import { passwordResetRoutes } from './modules/accounts/password-reset.routes.js';
import { socialLoginRoutes } from './modules/accounts/social-login.routes.js';
import { profileRoutes } from './modules/accounts/profile.routes.js';
import { ambassadorRegistrationRoutes } from './modules/ambassadors/ambassador-registration.routes.js';
import { adminAmbassadorRoutes } from './modules/ambassadors/admin-ambassador.routes.js';
import { adminUserRoutes } from './modules/admin-users/admin-user.routes.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { projectsRoutes } from './modules/projects/projects.routes.js';
import { investorsRoutes } from './modules/investors/investors.routes.js';
import { adminInvestorRoutes } from './modules/investors/admin-investors.routes.js';
import { adminProjectRoutes } from './modules/projects/admin-projects.routes.js';
import { reportsRoutes } from './modules/reports/reports.routes.js';
import { reportContentsRoutes } from './modules/reports/report-contents.routes.js';
import { adminReportRoutes } from './modules/reports/admin-reports.routes.js';
import { filesRoutes } from './modules/files/files.routes.js';
import { blogsRoutes } from './modules/blogs/blogs.routes.js';
import { adminBlogRoutes } from './modules/blogs/admin-blogs.routes.js';
import { ambassadorsPublicRoutes } from './modules/ambassadors-public/ambassadors-public.routes.js';
import { reviewsRoutes } from './modules/reviews/reviews.routes.js';
import { adminReviewRoutes } from './modules/reviews/admin-reviews.routes.js';
import { contactsRoutes } from './modules/contacts/contacts.routes.js';
import { adminContactRoutes } from './modules/contacts/admin-contacts.routes.js';
import { cartRoutes } from './modules/commerce/cart/cart.routes.js';
import { couponRoutes } from './modules/commerce/coupons/coupons.routes.js';
import { adminCouponRoutes } from './modules/commerce/coupons/admin-coupons.routes.js';
import { orderRoutes } from './modules/commerce/orders/orders.routes.js';
import { adminOrderRoutes } from './modules/commerce/orders/admin-orders.routes.js';
import { momoRoutes } from './modules/commerce/payments/momo.routes.js';
import { momoSandboxRoutes } from './modules/commerce/payments/momo-sandbox.routes.js';
import { bankRoutes } from './modules/commerce/payments/bank.routes.js';
import { adminMomoRoutes } from './modules/commerce/payments/admin-momo.routes.js';
import { purchasedRoutes } from './modules/commerce/entitlements/purchased.routes.js';
import { adminDownloadRoutes } from './modules/commerce/entitlements/admin-downloads.routes.js';
import { adminDashboardRoutes } from './modules/commerce/dashboard/admin-dashboard.routes.js';
import { uploadRoutes } from './modules/uploads/uploads.routes.js';
import { BackgroundTasks } from './lib/background-tasks.js';
import { createPageRefresher, type PageRefresher } from './lib/page-refresher.js';

export interface AppDependencies {
  config: Config;
  db: DbHandle;
  storage: FileStorage;
  /** The server closes the database with the app; tests share one across apps. */
  closeDbWithApp?: boolean;
  /** Separates the counters (rate limits, sign-in failures) of several apps sharing one Redis. */
  rateLimitNameSpace?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    storage: FileStorage;
    mailer: Mailer;
    pages: PageRefresher;
    loginFailures: LoginFailures;
    tasks: BackgroundTasks;
  }
}

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    genReqId: (request) => (request.headers['x-request-id'] as string | undefined) ?? randomUUID(),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1_048_576,
    routerOptions: { maxParamLength: 300 },
    // Malformed URLs never reach the hooks; answer them with the same envelope as everything else.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      const code = error.statusCode === 414 ? 'URI_TOO_LONG' : 'BAD_REQUEST';
      void reply.status(errorCatalog[code].status).send(envelope(code, localeFromHeader(request.headers['accept-language'])));
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(requestValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerJsonBodyParser(app);
  app.decorate('config', config);
  app.decorate('storage', deps.storage);
  app.decorate('mailer', createMailer(config, deps.db.db, app.log));
  app.decorate('pages', createPageRefresher(config, app.log));
  app.decorate('tasks', new BackgroundTasks(app.log));
  app.addHook('onClose', () => app.mailer.close());

  await app.register(localePlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { webOrigin: config.WEB_ORIGIN });
  await app.register(redisPlugin, { url: config.REDIS_URL });
  const counterNameSpace = deps.rateLimitNameSpace ?? 'rl:';
  await app.register(rateLimitPlugin, { max: config.RATE_LIMIT_MAX, nameSpace: counterNameSpace });
  app.decorate('loginFailures', new LoginFailures(createExpiringKeys(app.redis, `${counterNameSpace}login-failures:`, app.log), config));
  await app.register(formbody);
  await app.register(dbPlugin, { handle: deps.db, closeWithApp: deps.closeDbWithApp ?? true });
  // Session ids are random UUIDs, unique across every app sharing the Redis: no name space, so a
  // session ended through one API process is ended for all of them.
  const endedSessions = new EndedSessions(createExpiringKeys(app.redis, 'ended-session:', app.log), config.ACCESS_TOKEN_TTL_SECONDS);
  await app.register(authPlugin, { tokens: new AccessTokens(config), endedSessions });
  await app.register(openApiPlugin);

  await app.register(healthRoutes);
  await app.register(geographyRoutes);
  await app.register(adminGeographyRoutes);
  await app.register(settingsRoutes);
  await app.register(adminSettingsRoutes);
  await app.register(authRoutes);
  await app.register(passwordResetRoutes);
  await app.register(socialLoginRoutes);
  await app.register(profileRoutes);
  await app.register(ambassadorRegistrationRoutes);
  await app.register(adminAmbassadorRoutes);
  await app.register(adminUserRoutes);
  await app.register(auditRoutes);
  await app.register(projectsRoutes);
  await app.register(investorsRoutes);
  await app.register(adminInvestorRoutes);
  await app.register(adminProjectRoutes);
  await app.register(reportsRoutes);
  await app.register(reportContentsRoutes);
  await app.register(adminReportRoutes);
  await app.register(filesRoutes);
  await app.register(blogsRoutes);
  await app.register(adminBlogRoutes);
  await app.register(ambassadorsPublicRoutes);
  await app.register(reviewsRoutes);
  await app.register(adminReviewRoutes);
  await app.register(contactsRoutes);
  await app.register(adminContactRoutes);
  await app.register(cartRoutes);
  await app.register(couponRoutes);
  await app.register(adminCouponRoutes);
  await app.register(orderRoutes);
  await app.register(adminOrderRoutes);
  await app.register(momoRoutes);
  await app.register(momoSandboxRoutes);
  await app.register(bankRoutes);
  await app.register(adminMomoRoutes);
  await app.register(purchasedRoutes);
  await app.register(adminDownloadRoutes);
  await app.register(adminDashboardRoutes);
  await app.register(uploadRoutes);
  // Closing hooks run last-added first: work after the reply still reaches the database and the mailer.
  app.addHook('onClose', () => app.tasks.drain());

  return app;
}
