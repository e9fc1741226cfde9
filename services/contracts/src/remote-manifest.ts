import { z } from 'zod';
import { bootAssetsSchema, FILE_NAME } from './boot-assets';

export const REMOTE_MANIFEST_FILE = 'remote-manifest.json';
/** Every app's server build goes to dist/server/, beside its browser build. */
export const SERVER_DIR = 'server';

/** A version (or commit) as a build writes it: safe in a URL path and a folder name. */
export const VERSION = /^[\w.-]{1,64}$/;
export const VERSION_RULE = '1 to 64 letters, digits, dots, dashes or underscores';

/**
 * Where a build writes the TypeScript declarations of what it exposes (a release) or of the
 * contract it holds remotes to (the shell): Module Federation's name for a remote's types.
 */
export const DECLARATIONS_DIR = '@mf-types';
/** A declaration file under @mf-types/: folders and names of letters, digits, `_` and `-` (never `..`). */
export const DECLARATION_FILE = new RegExp(`^${DECLARATIONS_DIR}/([\\w-]+/)*[\\w-]+(\\.[\\w-]+)*\\.d\\.ts$`);

const SERVER_ENTRY = new RegExp(`^${SERVER_DIR}/${FILE_NAME.source.slice(1)}`);
const RELEASE_FILE = new RegExp(`^(${SERVER_DIR}/)?${FILE_NAME.source.slice(1)}|${DECLARATION_FILE.source}`);
/** An exposed module's name in the container: ./routes. */
const EXPOSED_MODULE = /^\.\/[\w-]{1,64}$/;
/** A Subresource Integrity value of sha256 (what the registry and browsers check a file's bytes against). */
export const SHA256_INTEGRITY = /^sha256-[A-Za-z0-9+/]{43}=$/;
const PACKAGE_NAME = /^(@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]{0,100}$/;

/**
 * A remote's deployment, written by its production build beside its files (remote-manifest.json),
 * read by the shell's server and by the API's registry: which version it is and where its browser
 * and server entries are. Every file it names is content-hashed, so a version's files never change
 * and stay served after the next. It also says what the release needs from the shell (its shared
 * ranges), which the release checks compare with what the live shell provides.
 */
export const remoteManifestSchema = z.object({
  /** Federation container name, e.g. mfe_blog. */
  name: z.string().regex(/^\w+$/, 'its name is not a federation container name'),
  /** Package version plus a hash of both entries: it changes whenever either build does. */
  version: z.string().regex(VERSION, 'its version is not one a build writes'),
  /** Browser entry, the files the `./routes` module needs and each route's page files. */
  browser: bootAssetsSchema.required({ entry: true }),
  /** The Node build's container entry, relative to the manifest (server/remoteEntry.<hash>.js). */
  server: z.object({ entry: z.string().regex(SERVER_ENTRY, 'its server entry is not one a build writes') }),
  /** The commit the build was made from (`-dirty` with uncommitted changes; `unknown` outside git). */
  commit: z.string().regex(VERSION, 'its commit is not one a build writes'),
  /** When it was built (ISO 8601). */
  builtAt: z.iso.datetime({ message: 'its build time is not an ISO 8601 time' }),
  /** The modules its container exposes (./routes). */
  exposes: z.array(z.string().regex(EXPOSED_MODULE, 'it exposes a module that is not ./<name>')).max(50),
  /**
   * The TypeScript declarations of each exposed module: the file under @mf-types/ that declares it
   * (the files it imports are beside it, and all are in `integrity`). The release checks type-check
   * the shell's expectations against them. Absent from releases built before releases carried them.
   */
  types: z
    .record(
      z.string().regex(EXPOSED_MODULE, 'it declares a module that is not ./<name>'),
      z.string().regex(DECLARATION_FILE, 'it names a declaration file that is not one a build writes'),
    )
    .optional(),
  /** Each shared singleton it takes from the host, with the version range it needs. */
  shared: z.record(z.string().regex(PACKAGE_NAME, 'it shares a package name that is not one'), z.string().min(1).max(100)),
  /**
   * The sha256 (Subresource Integrity value) of every file it names and of every file of its
   * server build, by path relative to the manifest: once the manifest's own bytes are pinned at
   * registration, nothing it leads to can change unseen.
   */
  integrity: z
    .record(
      z.string().regex(RELEASE_FILE, 'its integrity list names a file that is not one a build emits'),
      z.string().regex(SHA256_INTEGRITY, 'its integrity list holds a value that is not sha256'),
    )
    .refine((files) => Object.keys(files).length <= 2_000, 'its integrity list is too long'),
});

export type RemoteManifest = z.infer<typeof remoteManifestSchema>;

/** The parsed manifest, or undefined when it is not the shape a build writes. */
export const parseRemoteManifest = (value: unknown): RemoteManifest | undefined => remoteManifestSchema.safeParse(value).data;

/**
 * `shell-manifest.json`, which the shell's production build writes beside its server code: the
 * version of every shared singleton the shell provides. A release whose ranges it cannot satisfy
 * is refused before it is promoted.
 */
export const shellManifestSchema = z.object({ provides: z.record(z.string(), z.string()) });
export type ShellManifest = z.infer<typeof shellManifestSchema>;
export const SHELL_MANIFEST_FILE = 'shell-manifest.json';

/**
 * `@mf-types/index.json` in the shell's build (served publicly): the declarations of the design
 * system it was built with (the route contract it holds remotes to among them), which its release
 * checks use and `npm run remotes -- types` downloads. Files are relative to @mf-types/.
 */
export const shellTypesSchema = z.object({
  designSystem: z.string().min(1).max(64),
  builtAt: z.iso.datetime(),
  files: z.array(z.string().regex(/^([\w@-]+\/)*[\w-]+(\.[\w-]+)*\.d\.ts$/, 'it names a file that is not a declaration')).max(2_000),
});
export type ShellTypes = z.infer<typeof shellTypesSchema>;
export const SHELL_TYPES_INDEX = 'index.json';
