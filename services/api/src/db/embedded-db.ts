import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../config/config';
import { stopChild, withPrivateUmask } from '../lib/child-process';
import { ensureGoBuilt, isListening } from '../lib/go-build';
import { logger } from '../lib/logger';
import { ensurePrivateDir } from '../lib/private-files';

/** The Go launcher that embeds FerretDB (SQLite backend); see services/ferretdb/main.go. */
const LAUNCHER_DIR = path.join(REPO_ROOT, 'services', 'ferretdb');
const BINARY = path.join(LAUNCHER_DIR, 'bin', 'ferretdb-launcher');
const START_TIMEOUT_MS = 30_000;

export class EmbeddedDbError extends Error {}

export interface EmbeddedDb {
  uri: string;
  /** True when this process started the server (and so must stop it). */
  owned: boolean;
  /** The server's process id, when this process started it. */
  pid?: number;
  stop(): Promise<void>;
}

/** Builds the launcher when its sources changed since the cached build. Returns the binary path. */
export function ensureLauncherBuilt(): string {
  return ensureGoBuilt({
    dir: LAUNCHER_DIR,
    binary: BINARY,
    minGo: [1, 24],
    fail: (message) => new EmbeddedDbError(message),
    missingGo: 'the embedded database: set MONGODB_URI or install it.',
    announce: () => logger.info('Building the embedded FerretDB launcher (first use only; this takes a few minutes)...'),
    // See services/ferretdb/patches/README.md.
    patches: {
      'github.com/FerretDB/FerretDB@v1.24.2/internal/backends/sqlite/metadata/metadata.go': 'patches/sqlite-metadata.go.patched',
      'github.com/FerretDB/FerretDB@v1.24.2/internal/handler/msg_update.go': 'patches/handler-msg_update.go.patched',
      'github.com/FerretDB/FerretDB@v1.24.2/internal/handler/msg_findandmodify.go': 'patches/handler-msg_findandmodify.go.patched',
      'github.com/FerretDB/FerretDB@v1.24.2/internal/handler/msg_delete.go': 'patches/handler-msg_delete.go.patched',
    },
  });
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
  return { uri, owned: true, pid: child.pid, stop: () => stopChild(child) };
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
