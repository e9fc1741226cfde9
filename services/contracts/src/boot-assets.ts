import { z } from 'zod';

/** Emitted file names only: no paths, so a list can never point outside its build. */
export const FILE_NAME = /^[\w-]+(\.[\w-]+)*\.(js|css)$/;
const fileName = z.string().regex(FILE_NAME, 'it names a file that is not one a build emits');
const fileList = z.array(fileName);

/**
 * `boot-assets.json`, which every frontend build writes (build-kit/webpack/boot-assets-plugin.ts):
 * the files a page needs before it can paint, so the shell's server can preload them.
 */
export const bootAssetsSchema = z.object({
  /** Remote only: its container entry (a content-hashed file name). */
  entry: fileName.optional(),
  /** Host: its bootstrap and the shared singletons it provides. Remote: its exposed `./routes` module. */
  boot: fileList,
  /** Remote only: each route's page files, by the route's path as in the route table. */
  routes: z.record(z.string().min(1).max(200), fileList),
});

export type BootAssets = z.infer<typeof bootAssetsSchema>;

export const BOOT_ASSETS_FILE = 'boot-assets.json';
