import { ConfigError, loadConfig } from '../config';

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

  it('requires real secrets in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: is required when NODE_ENV=production/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(/RECAPTCHA_SECRET_KEY/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), RECAPTCHA_SECRET_KEY: 'k' }).env).toBe('production');
  });

  it('bounds the public response cache by bytes, 8 MB unless PUBLIC_CACHE_MAX_BYTES says otherwise', () => {
    expect(loadConfig({}).publicCacheMaxBytes).toBe(8 * 1024 * 1024);
    expect(loadConfig({ PUBLIC_CACHE_MAX_BYTES: '1048576' }).publicCacheMaxBytes).toBe(1024 * 1024);
    for (const value of ['0', '-1', '8mb', '1.5']) {
      expect(() => loadConfig({ PUBLIC_CACHE_MAX_BYTES: value })).toThrow(/PUBLIC_CACHE_MAX_BYTES:/);
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

  it('reads SEED_SAMPLE_CONTENT=false and treats empty variables as unset', () => {
    expect(loadConfig({ SEED_SAMPLE_CONTENT: 'false', MONGODB_URI: '' })).toMatchObject({ seedSampleContent: false, mongodbUri: undefined });
  });
});
