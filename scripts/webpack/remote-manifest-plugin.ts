import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler } from 'webpack';
import { BOOT_ASSETS_FILE, parseBootAssets } from '../server/boot-assets';
import { REMOTE_MANIFEST_FILE, type RemoteManifest } from '../server/remote-manifest';

/**
 * Runs in a remote's server build, after its browser build: writes `remote-manifest.json` in
 * dist/ naming both entries and the version they make together. Written last, so the shell never
 * reads a manifest whose files are not all in place.
 */
export class RemoteManifestPlugin {
  constructor(private readonly options: { appDir: string; name: string; release: string }) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap(RemoteManifestPlugin.name, (compilation) => {
      const { appDir, name } = this.options;
      const distDir = path.join(appDir, 'dist');
      const browser = parseBootAssets(JSON.parse(readFileSync(path.join(distDir, BOOT_ASSETS_FILE), 'utf8')));
      const serverEntry = [...(compilation.namedChunks.get(name)?.files ?? [])].find((file) => file.endsWith('.js'));
      if (!browser?.entry || !serverEntry) throw new Error(`${RemoteManifestPlugin.name}: ${name} has no browser or server entry`);
      const hash = createHash('sha256').update(`${browser.entry}\n${serverEntry}`).digest('hex').slice(0, 10);
      const manifest: RemoteManifest = {
        name,
        version: `${this.options.release}-${hash}`,
        browser: { ...browser, entry: browser.entry },
        server: { entry: path.posix.join(path.basename(compilation.outputOptions.path), serverEntry) },
      };
      writeFileSync(path.join(distDir, REMOTE_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    });
  }
}
