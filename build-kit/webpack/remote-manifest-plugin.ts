import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler } from 'webpack';
import { BOOT_ASSETS_FILE, bootAssetsSchema, DECLARATIONS_DIR, REMOTE_MANIFEST_FILE, type RemoteManifest } from '@fns/contracts';
import { integrityOf } from '@fns/server-kit/integrity';
import { emitDeclarationsAside, writeDeclarations } from './declarations';
import { MF_MANIFEST_FILE, mfManifestOf } from './mf-manifest';

interface RemoteManifestOptions {
  /** Where the browser build went (the server build is in its server/ folder). */
  distDir: string;
  /** The remote's folder (its package.json and tsconfig.json). */
  appDir: string;
  name: string;
  release: string;
  /** Each exposed module (./routes) and its source file, relative to appDir. */
  exposes: Record<string, string>;
  /** Each shared singleton's range, from the remote's package.json. */
  shared: Record<string, string>;
  /** Each shared singleton's version the build bundles (mf-manifest.json names them). */
  installed: Record<string, string>;
}

const declarationOf = (source: string) => path.posix.join(DECLARATIONS_DIR, path.posix.normalize(source).replace(/\.tsx?$/, '.d.ts'));

/** RELEASE_COMMIT when given (a build outside a git checkout), else the checkout's commit, marked when it has changes. */
function commitOf(dir: string): string {
  if (process.env.RELEASE_COMMIT) return process.env.RELEASE_COMMIT;
  try {
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return `${git('rev-parse', '--short=12', 'HEAD')}${git('status', '--porcelain', '--', '.') ? '-dirty' : ''}`;
  } catch {
    return 'unknown';
  }
}

/**
 * Runs in a remote's server build, after its browser build: writes the TypeScript declarations of
 * what it exposes (emitted beside both builds, in a process of its own), then `remote-manifest.json`
 * naming both entries, the version they make together, what the release needs from the shell, its
 * declarations and the sha256 of each of its files, and the same release as Module Federation's
 * `mf-manifest.json`. Written last, so the shell never reads a manifest whose files are not all in place.
 */
export class RemoteManifestPlugin {
  constructor(private readonly options: RemoteManifestOptions) {}

  apply(compiler: Compiler): void {
    const { distDir, appDir, name, release, exposes, shared, installed } = this.options;
    const declarations = emitDeclarationsAside({ packageDir: appDir, roots: Object.values(exposes) });
    compiler.hooks.afterEmit.tapPromise(RemoteManifestPlugin.name, async (compilation) => {
      const browser = bootAssetsSchema.safeParse(JSON.parse(readFileSync(path.join(distDir, BOOT_ASSETS_FILE), 'utf8'))).data;
      const serverEntry = [...(compilation.namedChunks.get(name)?.files ?? [])].find((file) => file.endsWith('.js'));
      if (!browser?.entry || !serverEntry) throw new Error(`${RemoteManifestPlugin.name}: ${name} has no browser or server entry`);
      const typeFiles = writeDeclarations(distDir, DECLARATIONS_DIR, await declarations);
      // Entries' names hash all their code; the declarations are hashed too (a change of types alone is a new version).
      const hash = createHash('sha256')
        .update([browser.entry, serverEntry, ...typeFiles.map((file) => readFileSync(path.join(distDir, file), 'utf8'))].join('\n'))
        .digest('hex')
        .slice(0, 10);
      const serverDir = path.basename(compilation.outputOptions.path);
      // Every browser file a page names, every file of the server build (its chunks are fetched beside its entry),
      // and the declarations.
      const files = [
        browser.entry,
        ...browser.boot,
        ...Object.values(browser.routes).flat(),
        ...compilation.getAssets().flatMap(({ name: file }) => (file.endsWith('.js') ? [path.posix.join(serverDir, file)] : [])),
        ...typeFiles,
      ];
      const integrity = Object.fromEntries(files.map((file) => [file, integrityOf(readFileSync(path.join(distDir, file)))]));
      const manifest: RemoteManifest = {
        name,
        version: `${release}-${hash}`,
        browser: { ...browser, entry: browser.entry },
        server: { entry: path.posix.join(serverDir, serverEntry) },
        commit: commitOf(compiler.context),
        builtAt: new Date().toISOString(),
        exposes: Object.keys(exposes),
        shared,
        types: Object.fromEntries(Object.entries(exposes).map(([expose, source]) => [expose, declarationOf(source)])),
        integrity,
      };
      const { name: buildName } = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as { name: string };
      const mfManifest = mfManifestOf(manifest, { buildName, installed });
      writeFileSync(path.join(distDir, MF_MANIFEST_FILE), `${JSON.stringify(mfManifest, null, 2)}\n`);
      writeFileSync(path.join(distDir, REMOTE_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    });
  }
}
