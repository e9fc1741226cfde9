// Starts the composed production build — mail server, API (+ embedded database), three remotes, shell — and stops it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ensureNpmDependencies, ROOT, run } from './ensure-install.mjs';
import { freePort } from './free-port.mjs';

// The table of remotes is the contracts package's (built to CommonJS): installed and built first.
ensureNpmDependencies();
const { API_PORT, REMOTES, SHELL_PORT } = createRequire(import.meta.url)('@fns/contracts/remotes');

/**
 * Each process's default port, by the remote's key (`blog`), `shell`, `api`, and the embedded mail
 * server's SMTP (`mailSmtp`) and HTTP API (`mailUi`), as the API's MAILPIT_SMTP_PORT / MAILPIT_UI_PORT.
 * @type {Record<'shell' | 'api' | 'marketing' | 'blog' | 'admin' | 'mailSmtp' | 'mailUi', number>}
 */
export const DEFAULT_PORTS = {
  shell: SHELL_PORT,
  api: API_PORT,
  ...Object.fromEntries(REMOTES.map((remote) => [remote.key, remote.port])),
  mailSmtp: Number(process.env.MAILPIT_SMTP_PORT || 1025),
  mailUi: Number(process.env.MAILPIT_UI_PORT || 8025),
};
/**
 * Each remote's folder, by its key.
 * @type {Record<'marketing' | 'blog' | 'admin', string>}
 */
export const REMOTE_DIRS = Object.fromEntries(REMOTES.map((remote) => [remote.key, remote.folder]));
const READY_TIMEOUT_MS = 60_000;
/** What the API and the shells share to know each other as the site's servers (release checks, render counts): one per stack unless set. */
const SITE_SERVER_SECRET = process.env.SITE_SERVER_SECRET || randomBytes(32).toString('base64url');

/**
 * A server process of the stack, started from the built output, ready once `readyUrl` answers.
 * @returns {Promise<{ name: string, child: import('node:child_process').ChildProcess, stop: () => Promise<void> }>}
 */
export async function startServer({ name, args, cwd = ROOT, env = {}, readyUrl, quiet = false, stdin = 'ignore' }) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, HOST: '127.0.0.1', ...env },
    stdio: [stdin, quiet ? 'ignore' : 'inherit', quiet ? 'pipe' : 'inherit'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk) => (errors += chunk));
  const server = { name, child, stop: () => stopProcess(child) };
  try {
    await waitForHttp(readyUrl, () => (child.exitCode === null ? null : `${name} exited with code ${child.exitCode}\n${errors}`));
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

export const startApi = ({ port, env = {}, quiet }) =>
  startServer({
    name: 'api',
    args: ['services/api/dist/server.js'],
    env: { PORT: String(port), SITE_SERVER_SECRET, ...env },
    readyUrl: `http://127.0.0.1:${port}/api/health`,
    quiet,
  });

export const startRemote = ({ key, port, quiet }) =>
  startServer({
    name: REMOTE_DIRS[key],
    args: ['--import', 'tsx', '../services/remote-server/src/serve.ts'],
    cwd: path.join(ROOT, REMOTE_DIRS[key]),
    env: { PORT: String(port), NODE_ENV: 'production' },
    readyUrl: `http://127.0.0.1:${port}/remote-manifest.json`,
    quiet,
  });

/**
 * The embedded mail server, Mailpit, built first when services/mailpit changed (a few minutes the
 * first time): SMTP on 127.0.0.1:{smtpPort}, its HTTP API on 127.0.0.1:{uiPort}, its messages kept
 * in `dataDir` when given. A Mailpit already there is used (and left running). Through the API's
 * build (dist/mail-server), or its source with `fromSource` (`npm run dev`, nothing built).
 * @param {{ smtpPort: number, uiPort: number, dataDir?: string, quiet?: boolean, fromSource?: boolean }} options
 */
export async function startMailpit({ smtpPort, uiPort, dataDir, quiet, fromSource = false }) {
  const entry = (name) =>
    fromSource ? ['--import', 'tsx', `services/api/src/mail-server/${name}.ts`] : [`services/api/dist/mail-server/${name}.js`];
  run(process.execPath, entry('build-mailpit'));
  const args = [...entry('run-mailpit'), '--smtp-port', String(smtpPort), '--ui-port', String(uiPort), '--reuse'];
  if (dataDir) args.push('--data-dir', dataDir);
  // stdin: a pipe, which closes when this process exits however it exits, and Mailpit with it.
  const server = await startServer({ name: 'mailpit', args, readyUrl: `http://127.0.0.1:${uiPort}/api/v1/info`, quiet, stdin: 'pipe' });
  return { ...server, smtpUrl: `smtp://127.0.0.1:${smtpPort}`, apiUrl: `http://127.0.0.1:${uiPort}` };
}

/** True when the API is given a mail server (SMTP_URL) or told to send none (MAIL_DISABLED), in `env` or this process's environment. */
export function mailServerGiven(env = {}) {
  const value = (name) => env[name] ?? process.env[name] ?? '';
  return value('SMTP_URL') !== '' || ['true', '1', 'yes'].includes(value('MAIL_DISABLED'));
}

/** @param {{ port: number, apiPort: number, remoteOrigins: Record<'marketing'|'blog'|'admin', string>, env?: Record<string,string>, quiet?: boolean }} options */
export const startShell = ({ port, apiPort, remoteOrigins, env = {}, quiet }) =>
  startServer({
    name: 'shell',
    args: ['--import', 'tsx', 'server/index.ts'],
    cwd: path.join(ROOT, 'shell'),
    env: {
      PORT: String(port),
      API_URL: `http://127.0.0.1:${apiPort}`,
      SITE_SERVER_SECRET,
      ...Object.fromEntries(REMOTES.map((remote) => [remote.urlVariable, `${remoteOrigins[remote.key]}/remote-manifest.json`])),
      // Its own address, which canonical links and feeds name (production requires one; a deployment gives its public origin).
      PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    readyUrl: `http://127.0.0.1:${port}/runtime-config.json`,
    quiet,
  });

/**
 * The whole site on the given ports; `stop()` ends every process. Unless SMTP_URL or MAIL_DISABLED
 * is set, the API sends to an embedded Mailpit started here (on `ports.mailSmtp` / `ports.mailUi`,
 * free ones when not given; its messages beside the database's files), whose HTTP API is `mailUrl`.
 */
export async function startStack({ ports = DEFAULT_PORTS, apiEnv = {}, shellEnv = {}, host = 'localhost', quiet = false } = {}) {
  const origin = (port) => `http://${host}:${port}`;
  const servers = [];
  let mailpit;
  let mailUrl;
  // Mailpit last: the API may still be sending as it stops.
  const stop = async () => {
    await Promise.all(servers.filter((server) => server !== mailpit).map((server) => server.stop()));
    await mailpit?.stop();
  };
  try {
    // SHELL_URL: the shell that runs release checks before a remote version is promoted.
    const shellUrl = `http://127.0.0.1:${ports.shell}`;
    const remoteOrigins = Object.fromEntries(REMOTES.map((remote) => [remote.key, origin(ports[remote.key])]));
    // Releases come from the remotes' own servers here (their /releases/), unless the environment names other origins.
    const releaseOrigins = process.env.RELEASE_ORIGINS ? {} : { RELEASE_ORIGINS: Object.values(remoteOrigins).join(',') };
    // PUBLIC_SITE_URL: where the links in mail point, the shell (production requires it while mail is on).
    const apiSettings = { CORS_ORIGINS: origin(ports.shell), SHELL_URL: shellUrl, PUBLIC_SITE_URL: origin(ports.shell), ...releaseOrigins };
    if (!mailServerGiven(apiEnv)) {
      const dataDir = path.resolve(ROOT, apiEnv.EMBEDDED_DB_DIR || process.env.EMBEDDED_DB_DIR || 'data');
      const mailPorts = { smtpPort: ports.mailSmtp ?? (await freePort()), uiPort: ports.mailUi ?? (await freePort()) };
      mailpit = await startMailpit({ ...mailPorts, dataDir, quiet });
      servers.push(mailpit);
      apiSettings.SMTP_URL = mailpit.smtpUrl;
      mailUrl = origin(mailPorts.uiPort);
    }
    servers.push(await startApi({ port: ports.api, env: { ...apiSettings, ...apiEnv }, quiet }));
    const remotes = await Promise.all(Object.keys(REMOTE_DIRS).map((key) => startRemote({ key, port: ports[key], quiet })));
    servers.push(...remotes);
    servers.push(
      await startShell({ port: ports.shell, apiPort: ports.api, remoteOrigins, env: { ...releaseOrigins, ...shellEnv }, quiet }),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: origin(ports.shell), mailUrl, servers, stop };
}

async function waitForHttp(url, failure) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const failed = failure();
    if (failed) throw new Error(failed);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${READY_TIMEOUT_MS} ms`);
}

export function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    // Longer than a server's drain (SHUTDOWN_TIMEOUT_MS, 10 s by default).
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Builds the API and every frontend app for production; the shell alone with `remotes: false` (their builds made elsewhere). */
export function buildAll(run, { remotes = true } = {}) {
  run('npm', ['run', 'build', '--workspace', '@fns/api']);
  // The embedded database's launcher and mail server are built now, not while the API's start-up clock runs.
  if (!process.env.MONGODB_URI) run('npm', ['run', 'build:db', '--workspace', '@fns/api']);
  if (!mailServerGiven()) run(process.execPath, ['services/api/dist/mail-server/build-mailpit.js']);
  for (const workspace of [...(remotes ? REMOTES.map((remote) => remote.package) : []), '@fns/shell']) {
    run('npm', ['run', 'build', '--workspace', workspace]);
  }
}
