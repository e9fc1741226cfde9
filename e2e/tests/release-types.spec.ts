import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createInstance } from '@module-federation/runtime';
import ts from 'typescript';
import { ROOT } from '../../scripts/lib/ensure-install.mjs';
import { expect, test } from '../support/fixtures';
import { type Edit, npmRun, releaseRemote, remoteVariant } from '../support/releases';

const ROUTES_FILE = 'src/app/routes.tsx';
/** ./routes typed from its pages (`satisfies`, not an annotation): its declarations carry each page module's types. */
const routesTypedFromPages: Edit[] = [
  { file: ROUTES_FILE, from: 'export const routes: RemoteRoute[] = [', to: 'export const routes = [' },
  { file: ROUTES_FILE, from: '];', to: '] satisfies RemoteRoute[];' },
];
/**
 * A list page whose shouldRevalidate takes strings where the contract gives URLs: the build (which
 * does not type-check) and the server render pass (it revalidates on every navigation), the type
 * contract does not.
 */
const shouldRevalidateOnStrings: Edit = {
  file: 'src/features/blog-list/blog-list-page.tsx',
  from: '({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }) => currentUrl.href !== nextUrl.href',
  to: '({ currentUrl, nextUrl }: { currentUrl: string; nextUrl: string }) => currentUrl !== nextUrl',
};

const runtimeConfigOf = (html: string) => /id="runtime-config">([^<]*)</.exec(html)?.[1];
const pageHtml = async (url: string) => (await fetch(url)).text();

test.describe('types in the contract between the shell and a remote', () => {
  test.skip(!process.env.RELEASES_DIR, 'needs the release folders of the global setup');

  test("a release whose ./routes breaks the route contract is refused with the compiler's message, and nothing changes", async ({
    site,
  }) => {
    test.setTimeout(240_000);
    const variant = remoteVariant('blog', [...routesTypedFromPages, shouldRevalidateOnStrings]);
    const version = await releaseRemote('blog', variant.dir, site.apiUrl).finally(variant.remove);
    // The release carries the declarations of ./routes and of the pages they name, pinned like its code.
    const manifestUrl = `${process.env.RELEASE_BASE_URL_BLOG}/${version}`;
    const manifest = (await (await fetch(`${manifestUrl}/remote-manifest.json`)).json()) as {
      types: Record<string, string>;
      integrity: Record<string, string>;
    };
    expect(manifest.types).toEqual({ './routes': '@mf-types/src/app/routes.d.ts' });
    expect(Object.keys(manifest.integrity)).toContain('@mf-types/src/features/blog-list/blog-list-page.d.ts');

    const before = await pageHtml(`${site.url}/blog`);
    const started = Date.now();
    const refused = await npmRun('remotes', ['promote', 'blog', version], site.apiUrl);
    console.log(`[release-types] promotion refused ${Date.now() - started} ms after the command started`);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      `mfe_blog ${version} does not satisfy the shell's route contract: shell-route-contract.ts(4,14): error TS2322: Type 'typeof import("@mf-types/src/app/routes")' is not assignable to type 'RemoteRoutesModule'.`,
    );
    expect(refused.output).toContain("Types of property 'shouldRevalidate' are incompatible.");
    expect(refused.output).toContain("Type 'URL' is not assignable to type 'string'.");
    const after = await pageHtml(`${site.url}/blog`);
    expect(after).toContain('Latest stories');
    expect(runtimeConfigOf(after)).toBe(runtimeConfigOf(before));

    // Still a Module Federation remote: MF's own runtime loads it by its mf-manifest.json (in Node, its server entry).
    const federation = createInstance({
      name: 'release_types_probe',
      remotes: [{ name: 'mfe_blog', entry: `${manifestUrl}/mf-manifest.json` }],
    });
    const exposed = await federation.loadRemote<{ routes: Array<{ path: string }> }>('mfe_blog/routes');
    expect(exposed?.routes.map((route) => route.path)).toEqual(['/blog', '/blog/:slug']);
  });

  test("a remote's team fetches the live shell's types with one command, and type-checks its routes against them", async ({ site }) => {
    test.setTimeout(60_000);
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'fns-live-types-'));
    const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'remotes', '--', 'types', '--out', outDir], {
      cwd: ROOT,
      env: { ...process.env, PUBLIC_SITE_URL: site.url },
    });
    expect(stdout).toContain(`The types of ${site.url} (design system 1.0.0`);

    // The files the live shell's build wrote.
    const liveTypes = path.join(ROOT, 'shell/dist/@mf-types');
    const { files } = JSON.parse(readFileSync(path.join(liveTypes, 'index.json'), 'utf8')) as { files: string[] };
    expect(files).toContain('@fns/design-system/src/contracts/remote-route.d.ts');
    for (const file of files) expect(readFileSync(path.join(outDir, file), 'utf8')).toBe(readFileSync(path.join(liveTypes, file), 'utf8'));

    // As the command says: tsconfig "paths" to them, and the blog's ./routes type-checks against the live design system.
    const blog = path.join(ROOT, 'mfe-blog');
    const config = ts.getParsedCommandLineOfConfigFile(
      path.join(blog, 'tsconfig.json'),
      {},
      { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
    )!;
    const designSystem = path.join(outDir, '@fns/design-system');
    const paths = { '@fns/design-system': [designSystem], '@fns/design-system/*': [`${designSystem}/*`] };
    const program = ts.createProgram([path.join(blog, ROUTES_FILE), ...config.fileNames.filter((file) => file.endsWith('.d.ts'))], {
      ...config.options,
      paths,
    });
    const routes = program.getSourceFile(path.join(blog, ROUTES_FILE))!;
    expect(
      program.getSemanticDiagnostics(routes).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')),
    ).toEqual([]);
    const contract = ts.resolveModuleName('@fns/design-system', routes.fileName, { ...config.options, paths }, ts.sys).resolvedModule;
    expect(contract?.resolvedFileName).toBe(path.join(designSystem, 'index.d.ts'));
    rmSync(outDir, { recursive: true, force: true });
  });
});
