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
  if (process.env.E2E_BASE_URL) return undefined;
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
      CANARY_MAX_FAILURE_RATE: '0.3',
      LOG_LEVEL: 'warn',
      CORS_ORIGINS: `${origin(ports.shell)},${origin(ports.captchaShell)}`,
      SMTP_URL: mailpit.smtpUrl,
    };
    // Each API asks its own shell to check a release before it is promoted, and its mail links there.
    servers.push(
      await startApi({ port: ports.api, env: { ...apiEnv, SHELL_URL: origin(ports.shell), PUBLIC_SITE_URL: origin(ports.shell) }, quiet }),
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

    const remotePorts = { marketing: await freePort(), blog: await freePort(), admin: await freePort() };
    const remotes = new Map<string, { stop: () => Promise<void> }>();
    const startRemoteByKey = async (key: keyof typeof remotePorts) => {
      remotes.set(key, await startRemote({ key, port: remotePorts[key], quiet }));
    };
    await Promise.all((Object.keys(remotePorts) as Array<keyof typeof remotePorts>).map(startRemoteByKey));
    servers.push({ stop: () => Promise.all([...remotes.values()].map((remote) => remote.stop())).then(() => undefined) });

    const remoteOrigins = { marketing: origin(remotePorts.marketing), blog: origin(remotePorts.blog), admin: origin(remotePorts.admin) };
    // Where `npm run release` says a remote's releases are served: the remote's own server.
    process.env.RELEASE_BASE_URL_BLOG = `${remoteOrigins.blog}/releases`;
    process.env.RELEASE_BASE_URL_ADMIN = `${remoteOrigins.admin}/releases`;
    servers.push(await startShell({ port: ports.shell, apiPort: ports.api, remoteOrigins, quiet }));
    servers.push(
      await startShell({
        port: ports.captchaShell,
        apiPort: ports.captchaApi,
        remoteOrigins,
        env: { RECAPTCHA_SITE_KEY: E2E_SITE_KEY },
        quiet,
      }),
    );

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
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
