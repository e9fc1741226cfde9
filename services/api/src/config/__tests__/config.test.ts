import path from 'node:path';
import { ConfigError } from '@fns/server-kit';
import { loadConfig, REPO_ROOT } from '../config';

describe('loadConfig', () => {
  it('has working defaults for development', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ env: 'development', port: 4000, mongodbUri: undefined, seedSampleContent: true });
    expect(config.jwt.secretWasGenerated).toBe(true);
    expect(config.recaptcha.minScore).toBe(0.5);
    expect(config.corsOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
  });

  it('names each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', MONGODB_URI: 'postgres://x', RECAPTCHA_MIN_SCORE: '2' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', MONGODB_URI: 'postgres://x', RECAPTCHA_MIN_SCORE: '2' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT:/);
      expect((error as Error).message).toMatch(/MONGODB_URI: must start with mongodb:\/\//);
      expect((error as Error).message).toMatch(/RECAPTCHA_MIN_SCORE:/);
    }
  });

  const strongSecret = 'Zq3v9KfT2mXw7LpR8sYb4NcH6dGj1aUe';
  /** What production needs for its mail, beside the case a test is about. */
  const mail = { SMTP_URL: 'smtp://mail.example.com:587', PUBLIC_SITE_URL: 'https://foundersneversolo.com' };

  it('requires a real signing secret in production: 32 characters or more, not a repeated few', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: is required when NODE_ENV=production/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: strongSecret.slice(0, 31), ...mail })).toThrow(
      /JWT_SECRET: must be at least 32 characters/,
    );
    for (const weak of ['x'.repeat(40), 'ab'.repeat(20), 'secret'.repeat(6), '1234567'.repeat(5)]) {
      expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: weak, ...mail })).toThrow(/JWT_SECRET: is too predictable/);
    }
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: strongSecret, ...mail }).jwt.secret).toBe(strongSecret);
    // Outside production (tests, a developer's machine) only the length is checked.
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(40) }).jwt.secret).toBe('x'.repeat(40));
  });

  it('runs production without reCAPTCHA (the open forms fall back to their honeypot and fill time)', () => {
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: strongSecret, ...mail }).recaptcha.secretKey).toBeUndefined();
  });

  it('requires an SMTP server and the public site URL in production, unless mail is disabled; DKIM takes all three parts', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: strongSecret };
    expect(() => loadConfig(production)).toThrow(/SMTP_URL: is required when NODE_ENV=production/);
    expect(() => loadConfig({ ...production, SMTP_URL: mail.SMTP_URL })).toThrow(/PUBLIC_SITE_URL: is required/);
    expect(loadConfig({ ...production, MAIL_DISABLED: 'true' }).mail).toMatchObject({ disabled: true, smtpUrl: undefined });
    expect(loadConfig({ ...production, ...mail }).siteUrl).toBe('https://foundersneversolo.com');
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(() => loadConfig({ DKIM_DOMAIN: 'example.com' })).toThrow(/DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY go together/);
    const dkim = loadConfig({ DKIM_DOMAIN: 'example.com', DKIM_SELECTOR: 'mail', DKIM_PRIVATE_KEY: 'line1\\nline2' }).mail.dkim;
    expect(dkim).toEqual({ domainName: 'example.com', keySelector: 'mail', privateKey: 'line1\nline2' });
  });

  it("with reCAPTCHA in production, requires the site's host names and an https verify URL", () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: strongSecret, RECAPTCHA_SECRET_KEY: 'k', ...mail };
    expect(() => loadConfig(production)).toThrow(/RECAPTCHA_HOSTNAMES: is required with RECAPTCHA_SECRET_KEY when NODE_ENV=production/);
    const config = loadConfig({ ...production, RECAPTCHA_HOSTNAMES: ' FoundersNeverSolo.com, www.foundersneversolo.com ' });
    expect(config.recaptcha.hostnames).toEqual(['foundersneversolo.com', 'www.foundersneversolo.com']);
    const plainHttp = {
      ...production,
      RECAPTCHA_HOSTNAMES: 'foundersneversolo.com',
      RECAPTCHA_VERIFY_URL: 'http://www.google.com/recaptcha/api/siteverify',
    };
    expect(() => loadConfig(plainHttp)).toThrow(/RECAPTCHA_VERIFY_URL: must be https:\/\/ when NODE_ENV=production/);
    // A local stand-in of the verify endpoint is fine outside production, where host names are checked only when given.
    expect(loadConfig({ RECAPTCHA_SECRET_KEY: 'k', RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify' }).recaptcha.hostnames).toEqual(
      [],
    );
  });

  it('bounds the public response cache by bytes, 8 MB unless PUBLIC_CACHE_MAX_BYTES says otherwise', () => {
    expect(loadConfig({}).publicCacheMaxBytes).toBe(8 * 1024 * 1024);
    expect(loadConfig({ PUBLIC_CACHE_MAX_BYTES: '1048576' }).publicCacheMaxBytes).toBe(1024 * 1024);
    for (const value of ['0', '-1', '8mb', '1.5']) {
      expect(() => loadConfig({ PUBLIC_CACHE_MAX_BYTES: value })).toThrow(/PUBLIC_CACHE_MAX_BYTES:/);
    }
  });

  it('keeps preview links an hour unless PREVIEW_TTL_SECONDS says otherwise, from a minute to a week', () => {
    expect(loadConfig({}).previewTtlSeconds).toBe(3600);
    expect(loadConfig({ PREVIEW_TTL_SECONDS: '600' }).previewTtlSeconds).toBe(600);
    for (const value of ['59', '604801', '1.5', 'an hour']) {
      expect(() => loadConfig({ PREVIEW_TTL_SECONDS: value })).toThrow(/PREVIEW_TTL_SECONDS:/);
    }
  });

  it('protects sign-in with growing blocks per account and address and a daily limit per address', () => {
    expect(loadConfig({}).rateLimits.login).toEqual({
      max: 10,
      windowMs: 15 * 60_000,
      firstBlockMs: 60_000,
      maxBlockMs: 60 * 60_000,
      addressDailyMax: 100,
    });
  });

  it('trusts the proxy in front by its addresses (loopback by default), never by a hop count or everyone', () => {
    expect(loadConfig({}).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, fd00::/8' }).trustProxy).toBe('10.0.0.0/8, fd00::/8');
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe('false');
    for (const value of ['true', '1', 'shell.internal']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: the addresses or subnets of the proxy in front of the API/);
    }
  });

  it('holds ADMIN_PASSWORD to the rule for new passwords: 12 characters or more, at most 72 bytes', () => {
    expect(loadConfig({ ADMIN_PASSWORD: 'twelve chars' }).admin.password).toBe('twelve chars');
    expect(() => loadConfig({ ADMIN_PASSWORD: 'eleven char' })).toThrow(/ADMIN_PASSWORD: must be at least 12 characters/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'é'.repeat(37) })).toThrow(/ADMIN_PASSWORD: must be at most 72 bytes/);
  });

  it('uses an embedded database it did not start only with EMBEDDED_DB_REUSE=true', () => {
    expect(loadConfig({}).embeddedDb.reuse).toBe(false);
    expect(loadConfig({ EMBEDDED_DB_REUSE: 'true' }).embeddedDb.reuse).toBe(true);
  });

  it('writes backups to data/backups under the repository root unless BACKUP_DIR says otherwise, never among the database files', () => {
    expect(loadConfig({}).backupDir).toBe(path.join(REPO_ROOT, 'data', 'backups'));
    expect(loadConfig({ BACKUP_DIR: 'elsewhere/backups' }).backupDir).toBe(path.join(REPO_ROOT, 'elsewhere', 'backups'));
    expect(loadConfig({ BACKUP_DIR: '/srv/backups/' }).backupDir).toBe('/srv/backups');
    expect(() => loadConfig({ BACKUP_DIR: 'data' })).toThrow(/BACKUP_DIR: must not be the embedded database's directory/);
    expect(() => loadConfig({ BACKUP_DIR: '/srv/db', EMBEDDED_DB_DIR: '/srv/db/' })).toThrow(/BACKUP_DIR:/);
  });

  it('reads SEED_SAMPLE_CONTENT=false and treats empty variables as unset', () => {
    expect(loadConfig({ SEED_SAMPLE_CONTENT: 'false', MONGODB_URI: '' })).toMatchObject({
      seedSampleContent: false,
      mongodbUri: undefined,
    });
  });
});
