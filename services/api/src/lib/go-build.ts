import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

// Node's own modules only: scripts/test.mjs builds Mailpit through this before the shared packages are built.

export interface GoBuild {
  /** The Go module's folder (main.go, go.mod, go.sum). */
  dir: string;
  /** Where the binary is kept (a gitignored bin/ of `dir`). */
  binary: string;
  /** The lowest Go that builds it, e.g. [1, 24]. */
  minGo: readonly [number, number];
  /** The error to throw, with the given message: the caller's own class, so its caller can tell it apart. */
  fail: (message: string) => Error;
  /** What to say when Go is missing or too old, after "Go 1.24+ is needed to build …". */
  missingGo: string;
  /** Said before a build, which takes minutes the first time. */
  announce: () => void;
}

const SOURCES = ['main.go', 'go.mod', 'go.sum'];

/**
 * Builds a Go binary of this repository with the machine's toolchain (GOTOOLCHAIN=local) when its
 * sources changed since the cached build (a hash beside the binary), and returns its path. Built to
 * a temporary file and renamed, which is atomic: concurrent first builds never see half a binary.
 */
export function ensureGoBuilt({ dir, binary, minGo, fail, missingGo, announce }: GoBuild): string {
  const stampFile = `${binary}.sha256`;
  const hash = createHash('sha256');
  for (const file of SOURCES) hash.update(readFileSync(path.join(dir, file)));
  const sourceHash = hash.digest('hex');
  if (existsSync(binary) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === sourceHash) return binary;

  checkGoVersion(minGo, () => fail(`Go ${minGo.join('.')}+ is needed to build ${missingGo}`));
  announce();
  mkdirSync(path.dirname(binary), { recursive: true });
  const temporary = `${binary}.${process.pid}.tmp`;
  try {
    execFileSync('go', ['build', '-trimpath', '-o', temporary, '.'], {
      cwd: dir,
      env: { ...process.env, GOTOOLCHAIN: 'local', CGO_ENABLED: '0' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  } catch (error) {
    rmSync(temporary, { force: true });
    throw fail(`Building ${path.relative(process.cwd(), dir) || dir} failed: ${(error as Error).message}`);
  }
  renameSync(temporary, binary);
  writeFileSync(stampFile, sourceHash);
  return binary;
}

function checkGoVersion(minGo: readonly [number, number], missing: () => Error): void {
  let output: string;
  try {
    output = execFileSync('go', ['env', 'GOVERSION'], { env: { ...process.env, GOTOOLCHAIN: 'local' } }).toString();
  } catch {
    throw missing();
  }
  const match = /go(\d+)\.(\d+)/.exec(output);
  const [major, minor] = [Number(match?.[1] ?? 0), Number(match?.[2] ?? 0)];
  if (major < minGo[0] || (major === minGo[0] && minor < minGo[1])) throw missing();
}

/** Whether something accepts connections on 127.0.0.1:`port` (within a second). */
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
