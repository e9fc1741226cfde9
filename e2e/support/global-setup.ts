import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/ensure-install.mjs';
import { REMOTE_DIRS, startApi, startMailpit, startRemote, startShell } from '../../scripts/lib/stack.mjs';
import { startControlServer } from './control-server';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { RECAPTCHA_HOSTNAME, startRecaptchaVerifyStandIn } from './recaptcha-verify-stand-in';

export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-password' };
export const E2E_SITE_KEY = 'e2e-recaptcha-site-key';
/** How often the run's shells read the registry and the remotes' manifests (REMOTE_POLL_MS). */
const REMOTE_POLL_MS = 500;

/** Waits for every start to settle, so that a failure's teardown stops whatever did start; then fails with the first failure. */
async function allStarted(starts: Array<Promise<unknown>>): Promise<void> {
  const failed = (await Promise.allSettled(starts)).find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/** A new release of a remote, built into its dist folder while its server keeps serving it: a redeploy. */
async function buildRelease(key: keyof typeof REMOTE_DIRS): Promise<void> {
  const build = spawn('npm', ['run', 'build', '--workspace', `@fns/${REMOTE_DIRS[key]}`], {
    env: { ...process.env, RELEASE_VERSION: `1.0.0-e2e.${Date.now().toString(36)}` },
    cwd: ROOT,
    stdio: process.env.E2E_VERBOSE ? 'inherit' : 'ignore',
  });
  const [code] = (await once(build, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`the ${key} release build failed (${code})`);
}

/**
 * Starts the composed production build once for the run: one embedded database, one Mailpit, the three
 * remotes, and two shell + API pairs — the main site (no reCAPTCHA: the contact and newsletter forms'
 * honeypot and fill time) and a second site whose forms verify reCAPTCHA against a local stand-in. Each
 * shell names its own address as PUBLIC_SITE_URL (stack.mjs), and its API the same in the links of its
 * mail. Tests read the mail at MAILPIT_URL (support/mailpit.ts). With E2E_BASE_URL set, a site already
 * up is reused instead (MAILPIT_URL then names its Mailpit).
 */
export default async function globalSetup() {
  // Posts published before this are the site's own (fixtures.ts, postOfTheSite).
  const siteReady = () => {
    process.env.E2E_SITE_READY_AT = new Date().toISOString();
  };
  if (process.env.E2E_BASE_URL) {
    siteReady();
    return undefined;
  }
  const quiet = !process.env.E2E_VERBOSE;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fns-e2e-db-'));
  // Where the release commands write and the remotes' servers serve releases (inherited by both).
  const releasesDir = mkdtempSync(path.join(os.tmpdir(), 'fns-e2e-releases-'));
  process.env.RELEASES_DIR = releasesDir;
  const dbPort = await freePort();
  const verify = await startRecaptchaVerifyStandIn();
  const servers: Array<{ stop: () => Promise<void> }> = [];
  let mailpit: Awaited<ReturnType<typeof startMailpit>> | undefined;

  const teardown = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    // Last: the APIs may still be sending as they stop.
    await mailpit?.stop();
    await verify.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(releasesDir, { recursive: true, force: true });
  };

  try {
    const ports = { shell: await freePort(), captchaShell: await freePort(), api: await freePort(), captchaApi: await freePort() };
    const origin = (port: number) => `http://127.0.0.1:${port}`;
    // Both APIs (and any a test starts: they inherit SMTP_URL) send to this one Mailpit; its messages go with it.
    mailpit = await startMailpit({ smtpPort: await freePort(), uiPort: await freePort(), quiet });
    Object.assign(process.env, { SMTP_URL: mailpit.smtpUrl, MAILPIT_URL: mailpit.apiUrl });
    // The first API starts the embedded database (and stops it on exit); the second reuses it.
    const apiEnv = {
      MONGODB_URI: '',
      EMBEDDED_DB_PORT: String(dbPort),
      EMBEDDED_DB_DIR: dataDir,
      DB_NAME: 'fns_e2e',
      JWT_SECRET: 'e2e-jwt-secret-that-is-long-enough-for-hs256',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      BCRYPT_ROUNDS: '4',
      FORM_RATE_LIMIT_MAX: '1000',
      // Every browser here is one visitor (one address, counted once per version): a failing canary is told apart after one page.
      CANARY_MIN_RENDERS: '1',
      // Every test signs people up: the confirmation mails must not queue behind a minute's quota.
      MAIL_RATE_PER_MINUTE: '100000',
      // The dashboard's sign-up figures are counted again a second after a test signs someone up.
      DASHBOARD_COUNT_EVERY_SECONDS: '1',
      CANARY_MAX_FAILURE_RATE: '0.3',
      // Every page here reports its vitals (RUM_SAMPLE_RATE below): a slower canary is told apart after a few.
      CANARY_MIN_VITALS: '5',
      LOG_LEVEL: 'warn',
      CORS_ORIGINS: `${origin(ports.shell)},${origin(ports.captchaShell)}`,
      SMTP_URL: mailpit.smtpUrl,
    };
    // Each API asks its own shell to check a release before it is promoted, and its mail links there.
    const startApis = async () => {
      servers.push(
        await startApi({
          port: ports.api,
          env: { ...apiEnv, SHELL_URL: origin(ports.shell), PUBLIC_SITE_URL: origin(ports.shell) },
          quiet,
        }),
      );
      servers.push(
        await startApi({
          port: ports.captchaApi,
          env: {
            ...apiEnv,
            RECAPTCHA_SECRET_KEY: 'e2e-recaptcha-secret',
            RECAPTCHA_VERIFY_URL: verify.url,
            RECAPTCHA_HOSTNAMES: RECAPTCHA_HOSTNAME,
            EMBEDDED_DB_REUSE: 'true',
            SHELL_URL: origin(ports.captchaShell),
            PUBLIC_SITE_URL: origin(ports.captchaShell),
          },
          quiet,
        }),
      );
    };

    const remotePorts = { marketing: await freePort(), blog: await freePort(), admin: await freePort() };
    const remotes = new Map<string, { stop: () => Promise<void> }>();
    const startRemoteByKey = async (key: keyof typeof remotePorts) => {
      remotes.set(key, await startRemote({ key, port: remotePorts[key], quiet }));
    };
    servers.push({ stop: () => Promise.all([...remotes.values()].map((remote) => remote.stop())).then(() => undefined) });
    // The remotes need neither API: they start while the APIs do (one after the other: the second reuses the first's database).
    await allStarted([startApis(), ...(Object.keys(remotePorts) as Array<keyof typeof remotePorts>).map(startRemoteByKey)]);

    const remoteOrigins = { marketing: origin(remotePorts.marketing), blog: origin(remotePorts.blog), admin: origin(remotePorts.admin) };
    // Where `npm run release` says a remote's releases are served: the remote's own server.
    process.env.RELEASE_BASE_URL_BLOG = `${remoteOrigins.blog}/releases`;
    process.env.RELEASE_BASE_URL_ADMIN = `${remoteOrigins.admin}/releases`;
    // Every shell of the run (these, and those specs start) renders with one thread per set of versions: each
    // promotion, canary and preview here starts a set, and a second thread would load the remotes again for
    // no test (the pool has its own test, and bench:ssr-load measures it).
    process.env.RENDER_THREADS ??= '1';
    // A promotion, rollback or redeploy is live within a poll: the tests wait for it (the product's default is 2 s).
    // Every page view measures and reports its vitals, so that the tests see them (the product's default is one in ten).
    const shellEnv = { REMOTE_POLL_MS: String(REMOTE_POLL_MS), RUM_SAMPLE_RATE: '1' };
    const startShellOf = async (port: number, apiPort: number, env: Record<string, string>) => {
      servers.push(await startShell({ port, apiPort, remoteOrigins, env: { ...shellEnv, ...env }, quiet }));
    };
    await allStarted([
      startShellOf(ports.shell, ports.api, {}),
      startShellOf(ports.captchaShell, ports.captchaApi, { RECAPTCHA_SITE_KEY: E2E_SITE_KEY }),
    ]);

    const control = await startControlServer({
      stop: async (key) => remotes.get(key)?.stop(),
      start: (key) => startRemoteByKey(key as keyof typeof remotePorts),
      redeploy: (key) => buildRelease(key as keyof typeof remotePorts),
    });
    servers.push(control);

    Object.assign(process.env, {
      E2E_BASE_URL: origin(ports.shell),
      E2E_CAPTCHA_BASE_URL: origin(ports.captchaShell),
      E2E_API_URL: origin(ports.api),
      E2E_MONGODB_URI: `mongodb://127.0.0.1:${dbPort}/`,
      E2E_DB_NAME: apiEnv.DB_NAME,
      E2E_CONTROL_URL: control.url,
      E2E_REMOTE_ORIGINS: JSON.stringify(remoteOrigins),
    });
    siteReady();
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
