import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler } from 'webpack';
import { BOOT_ASSETS_FILE, bootAssetsSchema, REMOTE_MANIFEST_FILE, type RemoteManifest } from '@fns/contracts';
import { integrityOf } from '@fns/server-kit/integrity';

interface RemoteManifestOptions {
  /** Where the browser build went (the server build is in its server/ folder). */
  distDir: string;
  name: string;
  release: string;
  exposes: string[];
  /** Each shared singleton's range, from the remote's package.json. */
  shared: Record<string, string>;
}

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
 * Runs in a remote's server build, after its browser build: writes `remote-manifest.json` naming
 * both entries, the version they make together, what the release needs from the shell and the
 * sha256 of each of its files.
 * Written last, so the shell never reads a manifest whose files are not all in place.
 */
export class RemoteManifestPlugin {
  constructor(private readonly options: RemoteManifestOptions) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap(RemoteManifestPlugin.name, (compilation) => {
      const { distDir, name, release, exposes, shared } = this.options;
      const browser = bootAssetsSchema.safeParse(JSON.parse(readFileSync(path.join(distDir, BOOT_ASSETS_FILE), 'utf8'))).data;
      const serverEntry = [...(compilation.namedChunks.get(name)?.files ?? [])].find((file) => file.endsWith('.js'));
      if (!browser?.entry || !serverEntry) throw new Error(`${RemoteManifestPlugin.name}: ${name} has no browser or server entry`);
      const hash = createHash('sha256').update(`${browser.entry}\n${serverEntry}`).digest('hex').slice(0, 10);
      const serverDir = path.basename(compilation.outputOptions.path);
      // Every browser file a page names, and every file of the server build (its chunks are fetched beside its entry).
      const files = [
        browser.entry,
        ...browser.boot,
        ...Object.values(browser.routes).flat(),
        ...compilation.getAssets().flatMap(({ name: file }) => (file.endsWith('.js') ? [path.posix.join(serverDir, file)] : [])),
      ];
      const integrity = Object.fromEntries(files.map((file) => [file, integrityOf(readFileSync(path.join(distDir, file)))]));
      const manifest: RemoteManifest = {
        name,
        version: `${release}-${hash}`,
        browser: { ...browser, entry: browser.entry },
        server: { entry: path.posix.join(serverDir, serverEntry) },
        commit: commitOf(compiler.context),
        builtAt: new Date().toISOString(),
        exposes,
        shared,
        integrity,
      };
      writeFileSync(path.join(distDir, REMOTE_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    });
  }
}
