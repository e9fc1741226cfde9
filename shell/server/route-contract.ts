import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DECLARATIONS_DIR, type RemoteManifest, SHELL_TYPES_INDEX, shellTypesSchema } from '@fns/contracts';
import { fetchReleaseFile, integrityOf, type ReleaseOrigins } from '@fns/server-kit';
import { logger } from './logger';
import { compileAside } from './route-contract-checker';

const DECLARATION_MAX_BYTES = 512 * 1024;
const DECLARATIONS_MAX = 500;
const DESIGN_SYSTEM_TYPES = '@fns/design-system/';
/** Where the compiler places the files (nothing is written): react's types resolve from the shell server's packages. */
const CHECK_ROOT = path.join(__dirname, '.release-check');

/** The design system's declarations from the shell's build (dist/@mf-types/), by path in the package; undefined if it has none. */
async function designSystemTypes(typesDir: string): Promise<Record<string, string> | undefined> {
  const index = await readFile(path.join(typesDir, SHELL_TYPES_INDEX), 'utf8').catch(() => undefined);
  const listed = index && shellTypesSchema.safeParse(JSON.parse(index)).data;
  if (!listed) return undefined;
  const files = listed.files.filter((file) => file.startsWith(DESIGN_SYSTEM_TYPES));
  const texts = await Promise.all(files.map((file) => readFile(path.join(typesDir, file), 'utf8')));
  return Object.fromEntries(files.map((file, index) => [file.slice(DESIGN_SYSTEM_TYPES.length), texts[index]!]));
}

/** Each declaration file the manifest lists, fetched beside it and refused unless its sha256 is the one listed. */
async function releaseDeclarations(manifest: RemoteManifest, manifestUrl: string, policy: ReleaseOrigins, deadline: number) {
  const files = Object.keys(manifest.integrity).filter((file) => file.startsWith(`${DECLARATIONS_DIR}/`));
  if (files.length > DECLARATIONS_MAX) throw new Error(`it lists more than ${DECLARATIONS_MAX} declaration files`);
  const texts = await Promise.all(
    files.map(async (file) => {
      const timeoutMs = Math.max(deadline - Date.now(), 1);
      const bytes = await fetchReleaseFile(new URL(file, manifestUrl).href, policy, { maxBytes: DECLARATION_MAX_BYTES, timeoutMs });
      if (integrityOf(bytes) !== manifest.integrity[file])
        throw new Error(`${file} is not the file its manifest names: its sha256 differs`);
      return bytes.toString('utf8');
    }),
  );
  return Object.fromEntries(files.map((file, index) => [file, texts[index]!]));
}

/**
 * Why the release's ./routes does not satisfy the shell's route contract (`RemoteRoutesModule` of
 * the design system this shell was built with), as the compiler says it, from the declarations the
 * release carries; undefined when it does. A release built before releases carried declarations,
 * or a shell built without the contract's, is let through with a warning: its smoke render still runs.
 * Fetching and compiling end by `deadline`, or the release is refused.
 */
export async function routeContractProblem(
  manifest: RemoteManifest,
  { manifestUrl, policy, typesDir, deadline }: { manifestUrl: string; policy: ReleaseOrigins; typesDir: string; deadline: number },
): Promise<string | undefined> {
  const named = `${manifest.name} ${manifest.version}`;
  const routes = manifest.types?.['./routes'];
  const designSystem = routes && (await designSystemTypes(typesDir));
  if (!routes || !designSystem) {
    const missing = routes ? 'this shell was built without its contract declarations' : 'it carries no TypeScript declarations';
    logger.warn(`${named}: its route contract was not type-checked (${missing}).`);
    return undefined;
  }
  if (!manifest.integrity[routes]) return `${named} does not list its declaration of ./routes (${routes}) in its integrity list.`;
  try {
    const release = await releaseDeclarations(manifest, manifestUrl, policy, deadline);
    const errors = await compileAside({ root: CHECK_ROOT, release, routes, designSystem }, deadline);
    return errors && `${named} does not satisfy the shell's route contract: ${errors}`;
  } catch (error) {
    return `${named}: its route contract could not be type-checked (${(error as Error).message}).`;
  }
}
