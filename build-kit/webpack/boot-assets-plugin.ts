import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type ChunkGroup, type Compilation, type Compiler, sources, WebpackError } from 'webpack';
import { BOOT_ASSETS_FILE, type BootAssets } from '@fns/contracts';
import { ON_DEMAND_SHARES } from './shared-dependencies';

/**
 * `{ path: '/x', page: () => import('../y') }`, or a page loader named by a `const` above; either
 * may be wrapped in a gate of one string argument: `forRole('audience', () => import('../y'))`.
 */
const LOADER = String.raw`(?:\w+\(\s*'[^']+',\s*)?\(\)\s*=>\s*import\('([^']+)'\)`;
const ROUTE = new RegExp(String.raw`path:\s*'([^']+)',\s*page:\s*(?:${LOADER}|(\w+))`, 'g');
const NAMED_PAGE = new RegExp(String.raw`const\s+(\w+)\s*=\s*${LOADER}`, 'g');

/** Route path to the request of the page module it lazily imports, read from a remote's routes file. */
export function routeImports(source: string): Map<string, string> {
  const named = new Map([...source.matchAll(NAMED_PAGE)].map(([, name, request]) => [name!, request!]));
  const imports = new Map<string, string>();
  for (const [, routePath, request, name] of source.matchAll(ROUTE)) {
    const resolved = request ?? named.get(name!);
    if (resolved) imports.set(routePath!, resolved);
  }
  return imports;
}

const filesOf = (group: ChunkGroup) => [...group.chunks].flatMap((chunk) => [...chunk.files]).filter((file) => /\.(js|css)$/.test(file));
/** A provided share's chunk group, by the name webpack gives its module: "provide module (default) name@version = …". */
const providedShare = (group: ChunkGroup) =>
  group.origins.map((origin) => /^provide module \(\w+\) (.+?)@/.exec(origin.module?.identifier() ?? '')?.[1]).find(Boolean);
const isOnDemand = (group: ChunkGroup) => (ON_DEMAND_SHARES as readonly string[]).includes(providedShare(group) ?? '');
const originResource = (origin: ChunkGroup['origins'][number]) =>
  origin.module && 'resource' in origin.module ? (origin.module.resource as string) : undefined;

/**
 * The host's boot files: its entry's and those of the singletons it provides. The on-demand parts
 * of the design system come with the pages that use them, but their styles are linked on every
 * page: a form must not paint unstyled, even without JavaScript.
 */
export function hostBootFiles(groups: Iterable<ChunkGroup>, entryFile: string): string[] {
  const files = [...groups].flatMap((group) => {
    if (isOnDemand(group)) return filesOf(group).filter((file) => file.endsWith('.css'));
    const boots = group.origins.some((origin) => originResource(origin) === entryFile) || providedShare(group);
    return boots ? filesOf(group) : [];
  });
  return [...new Set(files)];
}

/**
 * Writes `boot-assets.json` from the chunk graph. Without it the browser discovers these files one
 * round trip at a time: the shell's bootstrap, then the singletons, then the remote's routes, then
 * the page.
 */
export class BootAssetsPlugin {
  constructor(private readonly options: { appDir: string; name: string; entry: string; routesModule?: string }) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(BootAssetsPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap({ name: BootAssetsPlugin.name, stage: 1000 }, () => {
        const assets = this.collect(compilation);
        compilation.emitAsset(BOOT_ASSETS_FILE, new sources.RawSource(`${JSON.stringify(assets, null, 2)}\n`));
      });
    });
  }

  private collect(compilation: Compilation): BootAssets {
    const { appDir, name, entry: entryModule, routesModule } = this.options;
    const groups = compilation.chunkGroups;
    const describedBy = (group: ChunkGroup, prefix: string) =>
      group.origins.some((origin) => origin.module?.identifier().startsWith(prefix));
    if (!routesModule) return { boot: hostBootFiles(groups, path.resolve(appDir, entryModule)), routes: {} };
    const routesFile = path.resolve(appDir, routesModule);
    const boot = groups.filter((group) => describedBy(group, 'container entry'));
    const entry = [...(compilation.namedChunks.get(name)?.files ?? [])].find((file) => file.endsWith('.js'));
    if (!entry) compilation.errors.push(new WebpackError(`${BootAssetsPlugin.name}: no container entry named ${name}`));
    const pageFiles = new Map<string, string[]>();
    for (const group of groups) {
      for (const origin of group.origins) {
        if (originResource(origin) === routesFile && origin.request) pageFiles.set(origin.request, filesOf(group));
      }
    }
    const routes: Record<string, string[]> = {};
    for (const [routePath, request] of routeImports(readFileSync(routesFile, 'utf8'))) {
      const files = pageFiles.get(request);
      if (files) routes[routePath] = files;
      else compilation.errors.push(new WebpackError(`${BootAssetsPlugin.name}: no chunk found for ${routePath} (${request})`));
    }
    if (Object.keys(routes).length === 0)
      compilation.errors.push(new WebpackError(`${BootAssetsPlugin.name}: no routes found in ${routesModule}`));
    return { entry, boot: [...new Set(boot.flatMap(filesOf))], routes };
  }
}
