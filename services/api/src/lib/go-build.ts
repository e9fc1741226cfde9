import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
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
  /** Files of a dependency replaced in the build (vendored): `module@version/path` → the replacement, relative to `dir`. */
  patches?: Record<string, string>;
}

const SOURCES = ['main.go', 'go.mod', 'go.sum'];

/**
 * Builds a Go binary of this repository with the machine's toolchain (GOTOOLCHAIN=local) when its
 * sources changed since the cached build (a hash beside the binary), and returns its path. Built to
 * a temporary file and renamed, which is atomic: concurrent first builds never see half a binary.
 */
export function ensureGoBuilt({ dir, binary, minGo, fail, missingGo, announce, patches = {} }: GoBuild): string {
  const stampFile = `${binary}.sha256`;
  const hash = createHash('sha256');
  for (const file of [...SOURCES, ...Object.values(patches)]) hash.update(readFileSync(path.join(dir, file)));
  const sourceHash = hash.digest('hex');
  if (existsSync(binary) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === sourceHash) return binary;

  checkGoVersion(minGo, () => fail(`Go ${minGo.join('.')}+ is needed to build ${missingGo}`));
  announce();
  mkdirSync(path.dirname(binary), { recursive: true });
  const temporary = `${binary}.${process.pid}.tmp`;
  const env = { ...process.env, GOTOOLCHAIN: 'local', CGO_ENABLED: '0' };
  const patched = Object.keys(patches).length > 0 ? vendorWithPatches(dir, patches, env) : undefined;
  try {
    execFileSync('go', ['build', '-trimpath', ...(patched ? ['-mod=vendor'] : []), '-o', temporary, '.'], {
      cwd: patched ?? dir,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
  } catch (error) {
    rmSync(temporary, { force: true });
    throw fail(`Building ${path.relative(process.cwd(), dir) || dir} failed: ${(error as Error).message}`);
  } finally {
    if (patched) rmSync(patched, { recursive: true, force: true });
  }
  renameSync(temporary, binary);
  writeFileSync(stampFile, sourceHash);
  return binary;
}

/**
 * A copy of the module in a temporary folder with its dependencies vendored and `patches` copied
 * over their files (Go allows no overlay of its module cache, and the cache stays as published).
 */
function vendorWithPatches(dir: string, patches: Record<string, string>, env: NodeJS.ProcessEnv): string {
  const work = mkdtempSync(path.join(os.tmpdir(), 'go-build-'));
  for (const file of SOURCES) copyFileSync(path.join(dir, file), path.join(work, file));
  execFileSync('go', ['mod', 'vendor'], { cwd: work, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const vendored = readFileSync(path.join(work, 'vendor', 'modules.txt'), 'utf8');
  for (const [target, patch] of Object.entries(patches)) {
    const [, module, version, file] = /^([^@]+)@([^/]+)\/(.+)$/.exec(target) ?? [];
    const into = path.join(work, 'vendor', module ?? '', file ?? '');
    if (!vendored.includes(`# ${module} ${version}\n`) || !existsSync(into)) {
      rmSync(work, { recursive: true, force: true });
      throw new Error(`${target} is not among the vendored files: a patch for another version?`);
    }
    copyFileSync(path.join(dir, patch), into);
  }
  return work;
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
