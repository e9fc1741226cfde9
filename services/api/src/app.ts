import compression from 'compression';
import cors from 'cors';
import express, { Router } from 'express';
import { requestLogger, requestMetrics, type ShortPath } from '@fns/server-kit';
import helmet from 'helmet';
import type { Logger } from 'pino';
import type { Config } from './config/config';
import { logger } from './lib/logger';
import { PublicResponseCache } from './lib/public-response-cache';
import { formLimiter } from './lib/rate-limit';
import { trustOneProxy } from './lib/trusted-proxy';
import { errorHandler, notFoundHandler } from './middleware/error-handler';
import { methodNotAllowed } from './middleware/method-not-allowed';
import { auditRouter } from './modules/audit/audit.routes';
import { audienceRouter } from './modules/audience/audience.routes';
import { authRouter } from './modules/auth/auth.routes';
import { contactRouter } from './modules/contact/contact.routes';
import { backupsRouter } from './modules/backups/backups.routes';
import { contentTransferRouter } from './modules/content-transfer/content-transfer.routes';
import { healthRouter } from './modules/health/health.routes';
import { mailAdminRouter } from './modules/mail/mail-admin.routes';
import { mediaLibraryRouter } from './modules/media/media-library.routes';
import { MEDIA_DIR } from './modules/media/media-file';
import { mediaRouter } from './modules/media/media.routes';
import { newsletterRouter } from './modules/newsletter/newsletter.routes';
import { Post } from './modules/posts/post.model';
import { adminPostRouter } from './modules/posts/post-admin.routes';
import { postRouter, publicPostRouter } from './modules/posts/post.routes';
import { preferencesRouter } from './modules/preferences/preferences.routes';
import { releasesRouter } from './modules/releases/releases.routes';
import { newsletterSendRouter } from './modules/newsletter/newsletter-send.routes';
import { invitationAdminRouter, invitationRouter } from './modules/invitations/invitations.routes';
import { dashboardCountsRouter } from './modules/signup-stats/signup-stats.routes';
import { staffAdminRouter, staffInvitationRouter } from './modules/staff/staff.routes';
import { subscriptionRouter } from './modules/subscriptions/subscription.routes';
import { Category, Tag } from './modules/taxonomy/taxonomy.model';
import { taxonomyRouter } from './modules/taxonomy/taxonomy.routes';
import { waitlistRouter } from './modules/waitlist/waitlist.routes';
import { buildOpenApiDocument } from './openapi/openapi';

const SMALL_BODY_LIMIT = '16kb';

/**
 * Builds the Express app; server.ts connects the database and listens. `log`: where request lines
 * go (tests read them); `shortPath`: where the public reads' kept answers are recorded, for the
 * server to send again before the app (shortPath.first(app)).
 */
export function createApp(config: Config, { log = logger, shortPath }: { log?: Logger; shortPath?: ShortPath } = {}): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(requestMetrics);
  app.use(requestLogger(log));
  app.set('trust proxy', trustOneProxy(config.trustProxy));
  app.use(helmet());
  app.use(cors({ origin: config.corsOrigins }));

  const json = express.json({ limit: SMALL_BODY_LIMIT });
  const openApiDocument = buildOpenApiDocument();
  const postCache = new PublicResponseCache(config.publicCacheTtlMs, config.publicCacheMaxBytes, shortPath);

  const api = Router();
  const undeclaredMethods = methodNotAllowed(openApiDocument);
  api.use(undeclaredMethods.onLiteralPaths);
  const postBody = express.json({ limit: config.postBodyLimit });
  api.use('/posts', publicPostRouter(config, postCache));
  api.use(compression());
  api.use('/health', healthRouter());
  api.get('/openapi.json', (_req, res) => {
    res.json(openApiDocument);
  });
  api.use('/auth', authRouter(config, json));
  api.use('/posts', postRouter(config, postBody, postCache));
  api.use('/admin/posts', newsletterSendRouter(config, json));
  api.use('/admin/posts', adminPostRouter(config, { json, postBody }, postCache));
  api.use('/admin/mail', mailAdminRouter(config, json));
  api.use('/admin/waitlist', invitationAdminRouter(config, json));
  api.use('/admin/staff', staffAdminRouter(config, json, postCache));
  api.use('/admin', dashboardCountsRouter(config));
  api.use('/admin', backupsRouter(config));
  api.use('/admin', auditRouter(config));
  api.use('/admin', audienceRouter(config, json));
  api.use('/admin/content', contentTransferRouter(config, postCache));
  api.use(releasesRouter(config, json));
  api.use(
    '/categories',
    json,
    taxonomyRouter(config, {
      label: 'category',
      path: '/api/categories',
      model: Category,
      sequence: 'categories',
      afterDelete: (id) => Post.updateMany({ categoryId: id }, { $set: { categoryId: null } }),
      afterChange: () => postCache.clear(),
    }),
  );
  api.use('/tags', json, taxonomyRouter(config, { label: 'tag', path: '/api/tags', model: Tag, sequence: 'tags' }));
  api.use('/waitlist', json, waitlistRouter(config, formLimiter('waitlist', config.rateLimits.forms)));
  api.use('/newsletter', json, newsletterRouter(config, formLimiter('newsletter', config.rateLimits.forms)));
  api.use('/subscriptions', subscriptionRouter(config));
  api.use('/preferences', preferencesRouter(config, json));
  api.use('/invitations', invitationRouter(config));
  api.use('/staff-invitations', staffInvitationRouter(config, json));
  api.use('/contact', json, contactRouter(config, formLimiter('contact', config.rateLimits.forms)));
  api.use('/media', mediaRouter(MEDIA_DIR));
  api.use(mediaLibraryRouter(config));
  api.use(undeclaredMethods.onUnanswered);
  api.use(notFoundHandler);

  app.use('/api', api);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
