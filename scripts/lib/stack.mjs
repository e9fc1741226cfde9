// Starts the composed production build — API (+ embedded database), three remotes, shell — and stops it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ensureNpmDependencies, ROOT } from './ensure-install.mjs';

// The table of remotes is the contracts package's (built to CommonJS): installed and built first.
ensureNpmDependencies();
const { API_PORT, REMOTES, SHELL_PORT } = createRequire(import.meta.url)('@fns/contracts/remotes');

/**
 * Each process's default port, by the remote's key (`blog`), `shell` and `api`.
 * @type {Record<'shell' | 'api' | 'marketing' | 'blog' | 'admin', number>}
 */
export const DEFAULT_PORTS = {
  shell: SHELL_PORT,
  api: API_PORT,
  ...Object.fromEntries(REMOTES.map((remote) => [remote.key, remote.port])),
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
export async function startServer({ name, args, cwd = ROOT, env = {}, readyUrl, quiet = false }) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', quiet ? 'pipe' : 'inherit'],
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

/** The whole site on the given ports; `stop()` ends every process. */
export async function startStack({ ports = DEFAULT_PORTS, apiEnv = {}, shellEnv = {}, host = 'localhost', quiet = false } = {}) {
  const origin = (port) => `http://${host}:${port}`;
  const servers = [];
  const stop = () => Promise.all(servers.map((server) => server.stop()));
  try {
    // SHELL_URL: the shell that runs release checks before a remote version is promoted.
    const shellUrl = `http://127.0.0.1:${ports.shell}`;
    const remoteOrigins = Object.fromEntries(REMOTES.map((remote) => [remote.key, origin(ports[remote.key])]));
    // Releases come from the remotes' own servers here (their /releases/), unless the environment names other origins.
    const releaseOrigins = process.env.RELEASE_ORIGINS ? {} : { RELEASE_ORIGINS: Object.values(remoteOrigins).join(',') };
    const apiSettings = { CORS_ORIGINS: origin(ports.shell), SHELL_URL: shellUrl, ...releaseOrigins, ...apiEnv };
    servers.push(await startApi({ port: ports.api, env: apiSettings, quiet }));
    const remotes = await Promise.all(Object.keys(REMOTE_DIRS).map((key) => startRemote({ key, port: ports[key], quiet })));
    servers.push(...remotes);
    servers.push(
      await startShell({ port: ports.shell, apiPort: ports.api, remoteOrigins, env: { ...releaseOrigins, ...shellEnv }, quiet }),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: origin(ports.shell), servers, stop };
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

/** Builds the API and every frontend app for production. */
export function buildAll(run) {
  run('npm', ['run', 'build', '--workspace', '@fns/api']);
  // The embedded database's launcher is built now, not while the API's start-up clock runs.
  if (!process.env.MONGODB_URI) run('npm', ['run', 'build:db', '--workspace', '@fns/api']);
  for (const workspace of [...REMOTES.map((remote) => remote.package), '@fns/shell']) {
    run('npm', ['run', 'build', '--workspace', workspace]);
  }
}
