import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from '../config/config';
import { logger } from '../lib/logger';
import { ensurePrivateDir } from '../lib/private-files';

/** The Go launcher that embeds FerretDB (SQLite backend); see services/ferretdb/main.go. */
const LAUNCHER_DIR = path.join(REPO_ROOT, 'services', 'ferretdb');
const BINARY = path.join(LAUNCHER_DIR, 'bin', 'ferretdb-launcher');
const HASH_FILE = `${BINARY}.sha256`;
const SOURCES = ['main.go', 'go.mod', 'go.sum'];
const MIN_GO = [1, 24] as const;
const START_TIMEOUT_MS = 30_000;

export class EmbeddedDbError extends Error {}

export interface EmbeddedDb {
  uri: string;
  /** True when this process started the server (and so must stop it). */
  owned: boolean;
  stop(): Promise<void>;
}

/** Builds the launcher when its sources changed since the cached build. Returns the binary path. */
export function ensureLauncherBuilt(): string {
  const sourceHash = hashSources();
  if (existsSync(BINARY) && existsSync(HASH_FILE) && readFileSync(HASH_FILE, 'utf8') === sourceHash) return BINARY;

  checkGoVersion();
  logger.info('Building the embedded FerretDB launcher (first use only; this takes a few minutes)...');
  mkdirSync(path.dirname(BINARY), { recursive: true });
  const temporary = `${BINARY}.${process.pid}.tmp`;
  try {
    execFileSync('go', ['build', '-trimpath', '-o', temporary, '.'], {
      cwd: LAUNCHER_DIR,
      env: { ...process.env, GOTOOLCHAIN: 'local', CGO_ENABLED: '0' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  } catch (error) {
    throw new EmbeddedDbError(`Building the FerretDB launcher failed: ${(error as Error).message}`);
  }
  // Rename is atomic, so concurrent first builds (API and tests) never see half a binary.
  renameSync(temporary, BINARY);
  writeFileSync(HASH_FILE, sourceHash);
  return BINARY;
}

export interface EmbeddedDbOptions {
  port: number;
  dataDir: string;
  /**
   * EMBEDDED_DB_REUSE: use a server already listening on the port (another API of this project on
   * the same data). Off by default: whatever listens there could be anyone's, and would get every write.
   */
  reuse?: boolean;
}

/**
 * Starts FerretDB on 127.0.0.1:{port} with its files in dataDir, readable by this user only; a
 * server already listening there is used only when `reuse` says so.
 */
export async function startEmbeddedDb({ port, dataDir, reuse = false }: EmbeddedDbOptions): Promise<EmbeddedDb> {
  const uri = `mongodb://127.0.0.1:${port}/`;
  if (await isListening(port)) {
    if (!reuse) {
      throw new EmbeddedDbError(
        `Something already listens on 127.0.0.1:${port} (EMBEDDED_DB_PORT) and this process did not start it. ` +
          'Stop it, choose another EMBEDDED_DB_PORT, or set EMBEDDED_DB_REUSE=true to use it (another API of this project on the same data).',
      );
    }
    logger.info(`Reusing the database already listening on 127.0.0.1:${port} (EMBEDDED_DB_REUSE).`);
    return { uri, owned: false, stop: () => Promise.resolve() };
  }

  const binary = ensureLauncherBuilt();
  ensurePrivateDir(dataDir);
  // stdin stays a pipe: the launcher exits when it closes, even if this process is killed.
  const child = withPrivateUmask(() =>
    spawn(binary, ['--listen', `127.0.0.1:${port}`, '--data', dataDir], { stdio: ['pipe', 'inherit', 'inherit'] }),
  );
  await waitUntilListening(child, port);
  return { uri, owned: true, stop: () => stopChild(child) };
}

/**
 * Runs `start` under umask 077, so the process it spawns (which inherits the umask) creates its
 * files 0600. Safe to set and restore around it: spawn returns once the child has started.
 */
function withPrivateUmask<T>(start: () => T): T {
  const previous = process.umask(0o077);
  try {
    return start();
  } finally {
    process.umask(previous);
  }
}

async function waitUntilListening(child: ChildProcess, port: number): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new EmbeddedDbError(`The embedded database exited with code ${child.exitCode} before it was ready.`);
    }
    if (await isListening(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new EmbeddedDbError(`The embedded database did not listen on port ${port} within ${START_TIMEOUT_MS} ms.`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export function isListening(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(1_000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

function hashSources(): string {
  const hash = createHash('sha256');
  for (const file of SOURCES) hash.update(readFileSync(path.join(LAUNCHER_DIR, file)));
  return hash.digest('hex');
}

function checkGoVersion(): void {
  const missing = new EmbeddedDbError(
    `Go ${MIN_GO.join('.')}+ is needed to build the embedded database: set MONGODB_URI or install Go ${MIN_GO.join('.')}+.`,
  );
  let output: string;
  try {
    output = execFileSync('go', ['env', 'GOVERSION'], { env: { ...process.env, GOTOOLCHAIN: 'local' } }).toString();
  } catch {
    throw missing;
  }
  const match = /go(\d+)\.(\d+)/.exec(output);
  const [major, minor] = [Number(match?.[1] ?? 0), Number(match?.[2] ?? 0)];
  if (major < MIN_GO[0] || (major === MIN_GO[0] && minor < MIN_GO[1])) throw missing;
}
