import { createRequire } from 'node:module';
import path from 'node:path';
import semver from 'semver';

/**
 * Libraries every app must share as one instance (two Reacts or two stores break the site).
 * framer-motion is not listed: a shared module ships whole, where the design system takes 5 KB
 * gzip of it. It stays one instance because only the design system, itself a singleton, imports it
 * (design-system/src/__tests__/federation-shares.test.ts keeps it that way).
 */
export const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'zustand', '@fns/design-system'] as const;

/**
 * The design system's parts that only some pages use but several apps import: each is a singleton
 * of its own, loaded with the first module that imports it instead of with every page
 * (design-system/src/index.ts). Every share costs each app's runtime a few hundred bytes, so a
 * part only one app uses is bundled into it instead.
 */
export const ON_DEMAND_SHARES = ['@fns/design-system/forms', '@fns/design-system/dialog'] as const;

/** Sub-path entries of the singletons that apps import directly, with the package each belongs to. */
const SUBPATHS: Record<string, string> = {
  'react/jsx-runtime': 'react',
  'react-dom/client': 'react-dom',
  ...Object.fromEntries(ON_DEMAND_SHARES.map((subpath) => [subpath, '@fns/design-system'])),
};

interface SharedConfig {
  singleton: true;
  strictVersion: true;
  requiredVersion: string;
  /** The module provided under the singleton's name, when it is not the package itself. */
  import?: string;
  version?: string;
}

/** The router singleton is the subset of react-router-dom the apps use (see the file). */
const PROVIDED_SUBSETS: Record<string, string> = { 'react-router-dom': path.join(__dirname, 'react-router-dom-subset.mjs') };

/**
 * Each singleton with the version range the app's package.json asks for and the version installed,
 * which must satisfy it: a mismatch fails the build here instead of blanking the page at runtime.
 */
function singletons(appDir: string): Array<{ name: string; requiredVersion: string; installed: string }> {
  const requireFromApp = createRequire(path.join(appDir, 'package.json'));
  const pkg = requireFromApp('./package.json') as { name: string; dependencies?: Record<string, string> };
  return SINGLETONS.map((name) => {
    const requiredVersion = pkg.dependencies?.[name];
    if (!requiredVersion) throw new Error(`${pkg.name}: "${name}" must be a dependency (it is a shared singleton).`);
    const installed = (requireFromApp(`${name}/package.json`) as { version: string }).version;
    if (!semver.satisfies(installed, requiredVersion)) {
      throw new Error(`${pkg.name} requires ${name}@${requiredVersion} but ${installed} is installed.`);
    }
    return { name, requiredVersion, installed };
  });
}

/** What a remote's release needs from the shell: each singleton's range (its manifest's `shared`). */
export const requiredVersions = (appDir: string): Record<string, string> =>
  Object.fromEntries(singletons(appDir).map(({ name, requiredVersion }) => [name, requiredVersion]));

/** What the shell's build provides to remotes: each singleton's version (its shell-manifest.json). */
export const providedVersions = (appDir: string): Record<string, string> =>
  Object.fromEntries(singletons(appDir).map(({ name, installed }) => [name, installed]));

/** The `shared` section of every federation config, each singleton's range from the app's package.json. */
export function sharedDependencies(appDir: string): Record<string, SharedConfig> {
  const shared: Record<string, SharedConfig> = {};
  for (const { name, requiredVersion, installed } of singletons(appDir)) {
    shared[name] = { singleton: true, strictVersion: true, requiredVersion };
    const subset = PROVIDED_SUBSETS[name];
    if (subset) Object.assign(shared[name], { import: subset, version: installed });
  }
  for (const [subpath, owner] of Object.entries(SUBPATHS)) shared[subpath] = { ...shared[owner]! };
  return shared;
}
