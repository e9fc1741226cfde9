import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BOOT_ASSETS_FILE, parseBootAssets } from '../../scripts/server/boot-assets';
import { SERVER_DIR } from '../../scripts/server/remote-manifest';
import { parseShellManifest, SHELL_MANIFEST_FILE } from '../../scripts/server/shell-manifest';
import { bootLoader } from './render/boot-loader';
import { browserEntry, type LiveRemotes } from './render/page-assets';
import type { WorkerSetup } from './render-workers';
import type { PublicSettings, RuntimeConfig } from './runtime-config';

/**
 * The built shell the server renders into: its index.html, the files its boot needs, its boot
 * loader's CSP hash, and what it provides to remotes (which releases are checked against).
 */
export function readShellBuild(distDir: string) {
  const listed = parseBootAssets(JSON.parse(readFileSync(path.join(distDir, BOOT_ASSETS_FILE), 'utf8')));
  if (!listed) throw new Error(`${distDir}/${BOOT_ASSETS_FILE} is not a boot asset list: build the shell again`);
  const manifestFile = path.join(distDir, SERVER_DIR, SHELL_MANIFEST_FILE);
  const manifest = parseShellManifest(JSON.parse(readFileSync(manifestFile, 'utf8')));
  if (!manifest) throw new Error(`${manifestFile} is not a shell manifest: build the shell again`);
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  return {
    template,
    shellBoot: listed.boot,
    renderBundle: path.join(distDir, SERVER_DIR, 'render.js'),
    bootScriptHash: bootLoader(template).hashSource,
    provides: manifest.provides,
  };
}

/** The config a page tells the browser: the browser entries of the versions the server rendered with. */
export function pageConfig(remotes: LiveRemotes, settings: PublicSettings): RuntimeConfig {
  const entry = (name: keyof LiveRemotes) => (remotes[name] ? browserEntry(remotes[name]) : '');
  return { remotes: { mfe_marketing: entry('mfe_marketing'), mfe_blog: entry('mfe_blog'), mfe_admin: entry('mfe_admin') }, ...settings };
}

export function workerSetup(build: { template: string; shellBoot: string[] }, settings: PublicSettings, apiUrl: string) {
  return (remotes: LiveRemotes): WorkerSetup => ({ ...build, remotes, config: pageConfig(remotes, settings), apiUrl });
}
