/**
 * `boot-assets.json`, which every frontend build writes (scripts/webpack/boot-assets-plugin.ts):
 * the files a page needs before it can paint, so the shell's server can preload them.
 */
export interface BootAssets {
  /** Remote only: its container entry (a content-hashed file name). */
  entry?: string;
  /** Host: its bootstrap and the shared singletons it provides. Remote: its exposed `./routes` module. */
  boot: string[];
  /** Remote only: each route's page files, by the route's path as in the shell's route table. */
  routes: Record<string, string[]>;
}

export const BOOT_ASSETS_FILE = 'boot-assets.json';

/** Emitted file names only: no paths, so a list can never point outside its build. */
export const FILE_NAME = /^[\w-]+(\.[\w-]+)*\.(js|css)$/;
const isFileList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((file) => typeof file === 'string' && FILE_NAME.test(file));

/** The parsed file, or undefined when it is not the shape a build writes. */
export function parseBootAssets(value: unknown): BootAssets | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { entry, boot, routes } = value as Record<string, unknown>;
  if (!isFileList(boot) || typeof routes !== 'object' || routes === null) return undefined;
  if (!Object.values(routes).every(isFileList)) return undefined;
  if (entry !== undefined && !isFileList([entry])) return undefined;
  return { ...(entry === undefined ? {} : { entry: entry as string }), boot, routes: routes as Record<string, string[]> };
}
