/**
 * `shell-manifest.json`, which the shell's production build writes: the version of every shared
 * singleton the shell provides to remotes. A remote release whose ranges it cannot satisfy is
 * refused before it is promoted.
 */
export interface ShellManifest {
  provides: Record<string, string>;
}

export const SHELL_MANIFEST_FILE = 'shell-manifest.json';

/** The parsed file, or undefined when it is not the shape a build writes. */
export function parseShellManifest(value: unknown): ShellManifest | undefined {
  const provides = (value as { provides?: unknown } | null)?.provides;
  if (typeof provides !== 'object' || provides === null || Array.isArray(provides)) return undefined;
  if (!Object.values(provides).every((version) => typeof version === 'string')) return undefined;
  return { provides: provides as Record<string, string> };
}
