import semver from 'semver';
import type { RemoteManifest } from '@fns/contracts';

/**
 * Why a remote's release cannot run in the live shell, from the manifests alone: a shared
 * singleton the shell does not provide in a version the release accepts, or a route of the shell's
 * route table the release no longer serves. Empty: nothing stops it.
 */
export function compatibilityProblems(release: RemoteManifest, provides: Record<string, string>, routes: readonly string[]): string[] {
  const named = `${release.name} ${release.version}`;
  const problems: string[] = [];
  for (const [pkg, range] of Object.entries(release.shared)) {
    const provided = provides[pkg];
    if (!provided) problems.push(`${named} needs ${pkg} ${range}, which the live shell does not provide.`);
    else if (!semver.satisfies(provided, range))
      problems.push(`${named} needs ${pkg} ${range}, but the live shell provides ${pkg} ${provided}.`);
  }
  if (!release.exposes.includes('./routes')) problems.push(`${named} does not expose ./routes.`);
  else {
    for (const route of routes) {
      if (!(route in release.browser.routes))
        problems.push(`${named} no longer exposes ${route}, which the shell's route table maps to it.`);
    }
  }
  return problems;
}
