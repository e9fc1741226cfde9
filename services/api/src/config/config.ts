import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { insecureReleaseOrigins, parseEnvironment, releaseOrigins, type ReleaseOrigins, releaseOriginsVariable } from '@fns/server-kit';
import { z } from 'zod';
import { newPasswordProblem } from '../lib/password-policy';
import { weakSecretProblem } from '../lib/secret-policy';
import { trustOneProxy } from '../lib/trusted-proxy';
import { emailField } from '../lib/validation';

/** Repository root: services/api/src/config → four levels up (also holds from dist/config). */
export const REPO_ROOT = path.resolve(__dirname, '../../../..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const positiveInt = z.coerce.number().int().positive();
/** A preview link is a key to unpublished text: a week at the most. */
const PREVIEW_TTL_MAX_SECONDS = 7 * 24 * 3600;

const trustedProxies = z.string().refine((value) => {
  try {
    trustOneProxy(value);
    return true;
  } catch {
    return false;
  }
}, 'the addresses or subnets of the proxy in front of the API (comma-separated; loopback, linklocal, uniquelocal), or false');

/** E-mail addresses separated by commas, each checked as the forms check theirs. */
const emailList = z.string().superRefine((value, ctx) => {
  for (const address of lowerCaseList(value)) {
    if (!emailField.safeParse(address).success)
      ctx.addIssue({ code: 'custom', message: `"${address}" is not an e-mail address (give addresses separated by commas)` });
  }
});

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    MONGODB_URI: z
      .string()
      .regex(/^mongodb(\+srv)?:\/\//, 'must start with mongodb:// or mongodb+srv://')
      .optional(),
    EMBEDDED_DB_PORT: z.coerce.number().int().min(1).max(65535).default(27027),
    EMBEDDED_DB_DIR: z.string().min(1).default(path.join(REPO_ROOT, 'data')),
    EMBEDDED_DB_REUSE: booleanFlag.default(false),
    // Where `npm run backup` writes its archives (relative paths: from the repository root).
    BACKUP_DIR: z
      .string()
      .trim()
      .min(1)
      .default(path.join(REPO_ROOT, 'data', 'backups')),
    // A backup every this many hours, by one of the API instances (unset: none but `npm run backup`).
    BACKUP_EVERY_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 31)
      .optional(),
    // Scheduled backups delete the oldest archives of BACKUP_DIR beyond this many.
    BACKUP_KEEP: positiveInt.max(1000).default(7),
    // Administrators must turn on two-factor authentication; until then only their own account answers them.
    REQUIRE_2FA: booleanFlag.default(false),
    // The audit log keeps an entry this many days.
    AUDIT_RETENTION_DAYS: positiveInt.max(3650).default(365),
    DB_NAME: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,63}$/, 'letters, digits, _ and - only')
      .default('founders'),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    JWT_EXPIRES_IN: z
      .string()
      .regex(/^\d+[smhd]$/, 'like 30m, 2h or 7d')
      .default('2h'),
    ADMIN_USERNAME: z.string().min(3).max(64).default('admin'),
    ADMIN_PASSWORD: z
      .string()
      .superRefine((password, ctx) => {
        const problem = newPasswordProblem(password);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
    // Given at start to the ADMIN_USERNAME account while it has no address (where password-reset links go).
    ADMIN_EMAIL: emailField.optional(),
    BCRYPT_ROUNDS: z.coerce.number().int().min(4).max(15).default(12),
    LOGIN_RATE_LIMIT_MAX: positiveInt.default(10),
    LOGIN_RATE_LIMIT_WINDOW_MINUTES: positiveInt.default(15),
    LOGIN_BLOCK_MINUTES: positiveInt.default(1),
    LOGIN_BLOCK_MAX_MINUTES: positiveInt.default(60),
    LOGIN_ADDRESS_DAILY_MAX: positiveInt.default(100),
    FORM_RATE_LIMIT_MAX: positiveInt.default(20),
    FORM_RATE_LIMIT_WINDOW_MINUTES: positiveInt.default(60),
    RECAPTCHA_SECRET_KEY: z.string().min(1).optional(),
    RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
    RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
    // The site's host names, as Google's verify answer names the page a token was made on (comma-separated).
    RECAPTCHA_HOSTNAMES: z.string().optional(),
    CORS_ORIGINS: z.string().default('http://localhost:3000,http://127.0.0.1:3000'),
    TRUST_PROXY: trustedProxies.default('loopback'),
    POST_BODY_LIMIT: z
      .string()
      .regex(/^\d+(kb|mb)$/, 'like 512kb or 8mb')
      .default('8mb'),
    SEED_SAMPLE_CONTENT: booleanFlag.default(true),
    PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
    PUBLIC_CACHE_MAX_BYTES: positiveInt.default(8 * 1024 * 1024),
    PREVIEW_TTL_SECONDS: z.coerce.number().int().min(60).max(PREVIEW_TTL_MAX_SECONDS).default(3600),
    LOG_LEVEL: z.enum(['silent', 'error', 'warn', 'info']).default('info'),
    SHUTDOWN_TIMEOUT_MS: positiveInt.default(10_000),
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    SHELL_URL: z.url().default('http://127.0.0.1:3000'),
    // Shared with every shell server: how the API authenticates as a site server when it asks for release checks.
    SITE_SERVER_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    // Where teams publish releases: only manifests there can be registered (and are ever loaded).
    RELEASE_ORIGINS: releaseOriginsVariable,
    RELEASE_PRIVATE_ADDRESSES: booleanFlag.default(false),
    // Mail: SMTP_URL in production; unset elsewhere, the embedded Mailpit on MAILPIT_SMTP_PORT is started and used.
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).max(200).default('Founders Never Solo <hello@localhost>'),
    MAIL_DISABLED: booleanFlag.default(false),
    DKIM_DOMAIN: z.string().min(1).optional(),
    DKIM_SELECTOR: z.string().min(1).optional(),
    DKIM_PRIVATE_KEY: z.string().min(1).optional(),
    MAILPIT_SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(1025),
    MAILPIT_UI_PORT: z.coerce.number().int().min(1).max(65535).default(8025),
    MAIL_RATE_PER_MINUTE: positiveInt.default(60),
    CONFIRM_TTL_HOURS: positiveInt.default(48),
    PENDING_RETENTION_DAYS: positiveInt.default(30),
    // Where a new contact message is announced; unset: every administrator with an e-mail address.
    CONTACT_NOTIFY_TO: emailList.optional(),
    // The site's public origin: the links in mail point there.
    PUBLIC_SITE_URL: z.url({ protocol: /^https?$/, error: 'must be an http or https URL' }).optional(),
    // Referrals on the wait list: a confirmed referee moves the referrer up REFERRAL_BOOST places.
    WAITLIST_REFERRALS: booleanFlag.default(false),
    REFERRAL_BOOST: positiveInt.default(5),
    // Invitations from the wait list: how long a code works, and the page its link opens (default PUBLIC_SITE_URL/welcome).
    INVITE_TTL_DAYS: positiveInt.default(14),
    INVITE_URL: z.url({ protocol: /^https?$/, error: 'must be an http or https URL' }).optional(),
    // How often the dashboard's figures (list counts, sign-ups) are counted again after a change.
    DASHBOARD_COUNT_EVERY_SECONDS: positiveInt.default(60),
    CANARY_MIN_RENDERS: positiveInt.default(20),
    CANARY_MAX_FAILURE_RATE: z.coerce.number().min(0).max(1).default(0.05),
    // A canary whose real visitors' p75 LCP or INP is this much worse than the live version's (0.2: 20 %), after this many samples each, is rolled back.
    CANARY_MIN_VITALS: positiveInt.default(50),
    CANARY_MAX_VITALS_REGRESSION: z.coerce.number().min(0).max(10).default(0.2),
    // How long a release preview link (and the pin it sets in a browser) works.
    PREVIEW_RELEASE_TTL_MINUTES: positiveInt.max(7 * 24 * 60, 'must be at most 10080 (a week)').default(60),
  })
  .superRefine((env, ctx) => {
    // The snapshot of the embedded database copies that directory's files: archives there would mix with them.
    if (path.resolve(REPO_ROOT, env.BACKUP_DIR) === path.resolve(REPO_ROOT, env.EMBEDDED_DB_DIR)) {
      ctx.addIssue({ code: 'custom', path: ['BACKUP_DIR'], message: "must not be the embedded database's directory (EMBEDDED_DB_DIR)" });
    }
    const dkim = [env.DKIM_DOMAIN, env.DKIM_SELECTOR, env.DKIM_PRIVATE_KEY].filter(Boolean).length;
    if (dkim > 0 && dkim < 3) {
      ctx.addIssue({
        code: 'custom',
        path: ['DKIM_DOMAIN'],
        message: 'DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY go together: set all three or none',
      });
    }
    if (env.NODE_ENV !== 'production') return;
    if (!env.JWT_SECRET) ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required when NODE_ENV=production' });
    // SITE_SERVER_SECRET may be unset (then nothing can be promoted), never weak.
    for (const name of ['JWT_SECRET', 'SITE_SERVER_SECRET'] as const) {
      const weakSecret = env[name] && weakSecretProblem(env[name]);
      if (weakSecret) ctx.addIssue({ code: 'custom', path: [name], message: weakSecret });
    }
    const insecure = insecureReleaseOrigins(env.RELEASE_ORIGINS);
    if (insecure.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['RELEASE_ORIGINS'],
        message: `must be https when NODE_ENV=production (${insecure.join(', ')})`,
      });
    }
    if (!env.SMTP_URL && !env.MAIL_DISABLED) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'is required when NODE_ENV=production (or set MAIL_DISABLED=true: no mail, single opt-in)',
      });
    }
    if (!env.MAIL_DISABLED && !env.PUBLIC_SITE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_SITE_URL'],
        message: 'is required when NODE_ENV=production and mail is on (its links point there)',
      });
    }
    // RECAPTCHA_SECRET_KEY stays optional: without it the contact and newsletter forms use their honeypot and fill time.
    if (env.RECAPTCHA_SECRET_KEY && lowerCaseList(env.RECAPTCHA_HOSTNAMES).length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['RECAPTCHA_HOSTNAMES'],
        message: 'is required with RECAPTCHA_SECRET_KEY when NODE_ENV=production',
      });
    }
    if (!env.RECAPTCHA_VERIFY_URL.startsWith('https://')) {
      ctx.addIssue({ code: 'custom', path: ['RECAPTCHA_VERIFY_URL'], message: 'must be https:// when NODE_ENV=production' });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  mongodbUri: string | undefined;
  /** `reuse`: use a server already listening on the port, which this process did not start. */
  embeddedDb: { port: number; dataDir: string; reuse: boolean };
  dbName: string;
  /** BACKUP_DIR, absolute: where backups are written, private (0700) like the database's files. */
  backupDir: string;
  /** BACKUP_EVERY_HOURS (null: not scheduled) and BACKUP_KEEP. */
  backupSchedule: { everyHours: number | null; keep: number };
  /** REQUIRE_2FA: Administrators without two-factor authentication reach their own account only. */
  require2fa: boolean;
  /** AUDIT_RETENTION_DAYS */
  auditRetentionDays: number;
  jwt: { secret: string; expiresIn: string; secretWasGenerated: boolean };
  admin: {
    username: string;
    password: string | undefined;
    /** ADMIN_EMAIL, lower-cased: the ADMIN_USERNAME account's address when it has none. */
    email: string | undefined;
    /** Where the first admin's generated password is written (0600) outside production: the private data directory. */
    generatedPasswordFile: string;
    bcryptRounds: number;
  };
  rateLimits: {
    /**
     * `max` wrong passwords for one account from one address within `windowMs` block it there for
     * `firstBlockMs`, doubled on each further block within a day up to `maxBlockMs`; an address
     * gets `addressDailyMax` wrong passwords a day, whatever the account.
     */
    login: { max: number; windowMs: number; firstBlockMs: number; maxBlockMs: number; addressDailyMax: number };
    forms: { max: number; windowMs: number };
  };
  /** `hostnames`: where a token must have been made; empty (outside production only): not checked. */
  recaptcha: { secretKey: string | undefined; verifyUrl: string; minScore: number; hostnames: string[] };
  corsOrigins: string[];
  /** The proxy in front of the API whose X-Forwarded-For names the visitor (see trustOneProxy). */
  trustProxy: string;
  postBodyLimit: string;
  seedSampleContent: boolean;
  /** How long public post reads are served from memory (writes clear them at once); 0 turns it off. */
  publicCacheTtlMs: number;
  /** The most those reads may hold in memory (JSON plus gzip), least recently used out. */
  publicCacheMaxBytes: number;
  /** How long a draft's preview link (its token and its stored fields) is valid. */
  previewTtlSeconds: number;
  logLevel: Env['LOG_LEVEL'];
  /** On SIGTERM/SIGINT, how long requests in flight may take before their connections are cut. */
  shutdownTimeoutMs: number;
  /** Where GET /metrics is served (on HOST); unset: nowhere. */
  metricsPort: number | undefined;
  /** A shell server, which runs the release checks (compatibility, smoke render) before a remote version is promoted. */
  shellUrl: string;
  /** SITE_SERVER_SECRET: sent to the shell's release checks; unset, no promotion can be checked (none is made). */
  siteServerSecret: string | undefined;
  /** RELEASE_ORIGINS and RELEASE_PRIVATE_ADDRESSES: where a release's manifest may be registered from. */
  releaseOrigins: ReleaseOrigins;
  /**
   * Mail. `smtpUrl` unset (outside production): the embedded Mailpit is started on `mailpit.smtpPort`
   * (its HTTP API on `mailpit.uiPort`) and used. `disabled` (MAIL_DISABLED): nothing is sent, the forms
   * fall back to single opt-in and the console says so.
   */
  mail: {
    smtpUrl: string | undefined;
    disabled: boolean;
    from: string;
    dkim: { domainName: string; keySelector: string; privateKey: string } | undefined;
    mailpit: { smtpPort: number; uiPort: number };
    ratePerMinute: number;
    confirmTtlMs: number;
    pendingRetentionMs: number;
    /** CONTACT_NOTIFY_TO, lower-cased: who is told of new contact messages; empty: every administrator with an address. */
    contactNotifyTo: string[];
  };
  /** PUBLIC_SITE_URL without trailing slashes (http://localhost:3000 outside production when unset): the links in mail. */
  siteUrl: string;
  /**
   * `referrals` (off by default): each person waiting gets a link; each friend who confirms through it moves them up
   * `referralBoost` places. An invitation's code works for `inviteTtlMs`; its link is `inviteUrl?code={code}`.
   */
  waitlist: { referrals: boolean; referralBoost: number; inviteTtlMs: number; inviteUrl: string };
  /** How often the dashboard's figures are counted again, when the audience changed. */
  dashboardCountEveryMs: number;
  /**
   * A canary is rolled back on its own once it has rendered `minRenders` pages with more than
   * `maxFailureRate` of them failing, or once its p75 LCP or INP is worse than the live version's by
   * more than `vitals.maxRegression` over `vitals.minSamples` samples each.
   */
  canary: { minRenders: number; maxFailureRate: number; vitals: { minSamples: number; maxRegression: number } };
  /** How long a release preview link works (PREVIEW_RELEASE_TTL_MINUTES). */
  previewReleaseTtlMs: number;
}

/** Validates the environment once; a bad variable is named in the error. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const env = parseEnvironment(envSchema, source);
  const minutes = 60_000;
  const siteUrl = (env.PUBLIC_SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    mongodbUri: env.MONGODB_URI,
    embeddedDb: { port: env.EMBEDDED_DB_PORT, dataDir: path.resolve(REPO_ROOT, env.EMBEDDED_DB_DIR), reuse: env.EMBEDDED_DB_REUSE },
    dbName: env.DB_NAME,
    backupDir: path.resolve(REPO_ROOT, env.BACKUP_DIR),
    backupSchedule: { everyHours: env.BACKUP_EVERY_HOURS ?? null, keep: env.BACKUP_KEEP },
    require2fa: env.REQUIRE_2FA,
    auditRetentionDays: env.AUDIT_RETENTION_DAYS,
    jwt: {
      // Outside production a per-process secret keeps development friction-free; tokens end with the process.
      secret: env.JWT_SECRET ?? randomBytes(48).toString('hex'),
      expiresIn: env.JWT_EXPIRES_IN,
      secretWasGenerated: !env.JWT_SECRET,
    },
    admin: {
      username: env.ADMIN_USERNAME,
      password: env.ADMIN_PASSWORD,
      email: env.ADMIN_EMAIL,
      generatedPasswordFile: path.resolve(REPO_ROOT, env.EMBEDDED_DB_DIR, 'first-admin-password'),
      bcryptRounds: env.BCRYPT_ROUNDS,
    },
    rateLimits: {
      login: {
        max: env.LOGIN_RATE_LIMIT_MAX,
        windowMs: env.LOGIN_RATE_LIMIT_WINDOW_MINUTES * minutes,
        firstBlockMs: env.LOGIN_BLOCK_MINUTES * minutes,
        maxBlockMs: env.LOGIN_BLOCK_MAX_MINUTES * minutes,
        addressDailyMax: env.LOGIN_ADDRESS_DAILY_MAX,
      },
      forms: { max: env.FORM_RATE_LIMIT_MAX, windowMs: env.FORM_RATE_LIMIT_WINDOW_MINUTES * minutes },
    },
    recaptcha: {
      secretKey: env.RECAPTCHA_SECRET_KEY,
      verifyUrl: env.RECAPTCHA_VERIFY_URL,
      minScore: env.RECAPTCHA_MIN_SCORE,
      hostnames: lowerCaseList(env.RECAPTCHA_HOSTNAMES),
    },
    corsOrigins: env.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy: env.TRUST_PROXY,
    postBodyLimit: env.POST_BODY_LIMIT,
    seedSampleContent: env.SEED_SAMPLE_CONTENT,
    publicCacheTtlMs: env.PUBLIC_CACHE_SECONDS * 1000,
    publicCacheMaxBytes: env.PUBLIC_CACHE_MAX_BYTES,
    previewTtlSeconds: env.PREVIEW_TTL_SECONDS,
    logLevel: env.LOG_LEVEL,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    metricsPort: env.METRICS_PORT,
    shellUrl: env.SHELL_URL.replace(/\/+$/, ''),
    siteServerSecret: env.SITE_SERVER_SECRET,
    mail: {
      smtpUrl: env.SMTP_URL,
      disabled: env.MAIL_DISABLED,
      from: env.MAIL_FROM,
      dkim:
        env.DKIM_DOMAIN && env.DKIM_SELECTOR && env.DKIM_PRIVATE_KEY
          ? { domainName: env.DKIM_DOMAIN, keySelector: env.DKIM_SELECTOR, privateKey: env.DKIM_PRIVATE_KEY.replace(/\\n/g, '\n') }
          : undefined,
      mailpit: { smtpPort: env.MAILPIT_SMTP_PORT, uiPort: env.MAILPIT_UI_PORT },
      ratePerMinute: env.MAIL_RATE_PER_MINUTE,
      confirmTtlMs: env.CONFIRM_TTL_HOURS * 60 * minutes,
      pendingRetentionMs: env.PENDING_RETENTION_DAYS * 24 * 60 * minutes,
      contactNotifyTo: lowerCaseList(env.CONTACT_NOTIFY_TO),
    },
    siteUrl,
    waitlist: {
      referrals: env.WAITLIST_REFERRALS,
      referralBoost: env.REFERRAL_BOOST,
      inviteTtlMs: env.INVITE_TTL_DAYS * 24 * 60 * minutes,
      inviteUrl: env.INVITE_URL ?? `${siteUrl}/welcome`,
    },
    dashboardCountEveryMs: env.DASHBOARD_COUNT_EVERY_SECONDS * 1000,
    releaseOrigins: releaseOrigins(env.RELEASE_ORIGINS, env.NODE_ENV === 'production', env.RELEASE_PRIVATE_ADDRESSES),
    canary: {
      minRenders: env.CANARY_MIN_RENDERS,
      maxFailureRate: env.CANARY_MAX_FAILURE_RATE,
      vitals: { minSamples: env.CANARY_MIN_VITALS, maxRegression: env.CANARY_MAX_VITALS_REGRESSION },
    },
    previewReleaseTtlMs: env.PREVIEW_RELEASE_TTL_MINUTES * minutes,
  };
}

/** "example.com, www.example.com" (host names, e-mail addresses) → its lower-cased entries. */
function lowerCaseList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
}
