import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DECLARATIONS_DIR, SHELL_TYPES_INDEX, type ShellTypes, shellTypesSchema } from '@fns/contracts';
import { SHELL_PORT } from '@fns/contracts/remotes';
import { remoteAndFolder } from './remote-names';

const TIMEOUT_MS = 10_000;

async function download(url: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) }).catch((error: Error) => {
    throw new Error(`${url} did not answer (${error.message}).`);
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
  return response.text();
}

/** The files a previous download listed (its index.json), to remove those the live shell no longer has. */
function previouslyListed(outDir: string): string[] {
  try {
    return shellTypesSchema.parse(JSON.parse(readFileSync(path.join(outDir, SHELL_TYPES_INDEX), 'utf8'))).files;
  } catch {
    return [];
  }
}

/**
 * `npm run remotes -- types`: downloads the declarations the live shell serves at /@mf-types/ (the
 * design system it was built with, the route contract among it: what its release checks hold a
 * remote's ./routes to) into `outDir`, replacing a previous download. Answers its index.
 */
export async function fetchLiveTypes({ siteUrl, outDir }: { siteUrl: string; outDir: string }): Promise<ShellTypes> {
  const base = `${siteUrl.replace(/\/+$/, '')}/${DECLARATIONS_DIR}/`;
  const indexText = await download(`${base}${SHELL_TYPES_INDEX}`);
  const index = shellTypesSchema.safeParse(JSON.parse(indexText)).data;
  if (!index) throw new Error(`${base}${SHELL_TYPES_INDEX} is not the index of a shell's types.`);
  const texts = await Promise.all(index.files.map((file) => download(`${base}${file}`)));
  for (const stale of previouslyListed(outDir)) rmSync(path.join(outDir, stale), { force: true });
  index.files.forEach((file, position) => {
    mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    writeFileSync(path.join(outDir, file), texts[position]!);
  });
  writeFileSync(path.join(outDir, SHELL_TYPES_INDEX), indexText);
  return index;
}

/**
 * `npm run remotes -- types [<remote>] [--out <dir>]`: the live site's (PUBLIC_SITE_URL, else the
 * local shell) types into the remote's folder (<folder>/@mf-types/), or into `out` (from where the command was run).
 */
export async function typesCommand(remoteArg: string | undefined, out: string | undefined): Promise<void> {
  const outDir = out
    ? path.resolve(process.env.INIT_CWD ?? process.cwd(), out)
    : path.join(remoteAndFolder(remoteArg).folder, DECLARATIONS_DIR);
  const siteUrl = process.env.PUBLIC_SITE_URL || `http://localhost:${SHELL_PORT}`;
  const index = await fetchLiveTypes({ siteUrl, outDir });
  console.log(
    `The types of ${siteUrl} (design system ${index.designSystem}, built ${index.builtAt}): ${index.files.length} files in ${outDir}.`,
  );
  console.log(
    'Type-check against them with tsconfig "paths": { "@fns/design-system": ["<that folder>/@fns/design-system"], "@fns/design-system/*": ["<that folder>/@fns/design-system/*"] }.',
  );
}
