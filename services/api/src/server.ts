import http from 'node:http';
import { createApp } from './app';
import { loadConfig, type Config } from './config/config';
import { openDatabase } from './db/database';
import { ConfigError, drainable, ShortPath, shutDownOnSignals, startMetricsServer } from '@fns/server-kit';
import { logger, setLogLevel } from './lib/logger';
import { MailpitError } from './mail-server/embedded-mailpit';
import { openMailServer } from './mail-server/mail-server';
import { ensureAdminEmail } from './modules/auth/account.service';
import { ensureFirstAdmin } from './modules/auth/auth.service';
import { startBackupSchedule } from './modules/backups/backup-schedule';
import { startAuditRetentionSweep } from './modules/audit/audit-log';
import { startContactNoticeSweep } from './modules/contact/contact-notice-sweep';
import { startInvitationSweep } from './modules/invitations/invitation-batches';
import { startNewsletterSweep } from './modules/newsletter/newsletter-sends';
import { startDashboardCountSweep } from './modules/signup-stats/signup-stats.service';
import { markDraining } from './modules/health/readiness';
import { startMailWorker } from './modules/mail/mail-worker';
import { seedInitialContent } from './seed/seed';

async function main(): Promise<void> {
  const config = loadConfig();
  setLogLevel(config.logLevel);
  const database = await openDatabase(config);
  // mail.smtpUrl: where mail goes (SMTP_URL, or the embedded Mailpit outside production); undefined with MAIL_DISABLED.
  const mail = await openMailServer(config).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  await prepareContent(config);
  warnAboutDevelopmentDefaults(config);
  // The outbox is sent from here, never from a request; it needs the database until it has stopped.
  const mailWorker = startMailWorker({ config, smtpUrl: mail.smtpUrl });
  const contactNotices = startContactNoticeSweep({ config });
  const invitationBatches = startInvitationSweep(config);
  const newsletterSends = startNewsletterSweep(config);
  const dashboardCounts = startDashboardCountSweep(config.dashboardCountEveryMs);
  const backups = startBackupSchedule({ config });
  const auditRetention = startAuditRetentionSweep(config.auditRetentionDays);
  const closeConnections = async () => {
    await Promise.all([
      mailWorker.stop(),
      contactNotices.stop(),
      invitationBatches.stop(),
      newsletterSends.stop(),
      dashboardCounts.stop(),
      backups?.stop(),
      auditRetention.stop(),
    ]);
    await database.close();
    await mail.close();
  };

  // Public reads the cache holds go out before the app: its middleware has nothing to add to them.
  const shortPath = new ShortPath({ log: logger });
  const server = http.createServer(shortPath.first(createApp(config, { shortPath }))).listen(config.port, config.host, () => {
    logger.info(`API listening on http://${config.host}:${config.port}/api`);
  });
  server.on('error', (error) => {
    logger.error(`The API could not listen: ${error.message}`);
    // The emitter would drop a listener's promise: the exit is chained to the close instead, whatever its outcome.
    void closeConnections()
      .catch((closeError: Error) => logger.error(`Closing the database or the mail server failed: ${closeError.message}`))
      .then(() => process.exit(1));
  });
  const metrics = config.metricsPort === undefined ? undefined : startMetricsServer(config.metricsPort, config.host, logger);
  shutDownOnSignals(drainable(server), {
    timeoutMs: config.shutdownTimeoutMs,
    log: (message) => logger.info(message),
    onDrain: markDraining,
    release: async () => {
      metrics?.close();
      await closeConnections();
    },
  });
}

async function prepareContent(config: Config): Promise<void> {
  const admin = await ensureFirstAdmin(config);
  if (admin?.passwordFile) {
    logger.info(`Created the first admin "${admin.username}"; its generated password is in ${admin.passwordFile} (readable by you only).`);
    // While this API runs, the embedded database is its own: the CLI may use it only when told to.
    const cli = config.mongodbUri ? 'npm run admin' : 'EMBEDDED_DB_REUSE=true npm run admin';
    logger.info(
      `Sign in, then delete that file. Choose your own password with: ${cli} -- reset-password ${admin.username} --password-stdin`,
    );
  } else if (admin) {
    logger.info(`Created the first admin "${admin.username}" from ADMIN_USERNAME / ADMIN_PASSWORD.`);
  }
  const adminEmail = await ensureAdminEmail(config);
  if (adminEmail === 'given') logger.info(`Gave the admin "${config.admin.username}" the e-mail address in ADMIN_EMAIL.`);
  if (adminEmail === 'taken')
    logger.warn(`ADMIN_EMAIL is not given to "${config.admin.username}": another administrator has that address.`);
  await seedInitialContent({ samplePosts: config.seedSampleContent });
}

function warnAboutDevelopmentDefaults(config: Config): void {
  if (!config.recaptcha.secretKey)
    logger.warn(
      'RECAPTCHA_SECRET_KEY is not set: the wait list has no bot check; contact and newsletter fall back to a honeypot and a fill time.',
    );
  if (config.jwt.secretWasGenerated) logger.warn('JWT_SECRET is not set: using a random secret; sign-ins end when the API restarts.');
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof MailpitError ? error.message : error);
  process.exit(1);
});
