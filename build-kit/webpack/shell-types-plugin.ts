import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Compiler } from 'webpack';
import { DECLARATIONS_DIR, SHELL_TYPES_INDEX, type ShellTypes } from '@fns/contracts';
import { type Declarations, emitDeclarationsAside, writeDeclarations } from './declarations';

const DESIGN_SYSTEM = '@fns/design-system';

interface PackageJson {
  version: string;
  exports: Record<string, string>;
}

/** The design system the app is built with: its folder and its TypeScript entries by sub-path ('.', './forms'). */
function designSystemOf(appDir: string) {
  const manifest = createRequire(path.join(appDir, 'package.json')).resolve(`${DESIGN_SYSTEM}/package.json`);
  const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as PackageJson;
  const entries = Object.entries(pkg.exports).filter(([, file]) => /\.tsx?$/.test(file));
  return { dir: path.dirname(manifest), version: pkg.version, entries };
}

/**
 * One file per entry at the package's root (`forms.d.ts`: `export * from './src/forms'`), so that
 * `@fns/design-system/forms` resolves from a node_modules folder and through tsconfig `paths` alike.
 */
const entryStubs = (entries: Array<[string, string]>): Declarations =>
  Object.fromEntries(
    entries.map(([subpath, file]) => {
      const stub = `${subpath === '.' ? 'index' : subpath.slice(2)}.d.ts`;
      const target = path.posix.relative(path.posix.dirname(stub), file.replace(/\.tsx?$/, ''));
      return [stub, `export * from './${target}';\n`];
    }),
  );

/**
 * Runs in the shell's server build: writes dist/@mf-types/, the TypeScript declarations of the
 * design system the shell is built with (the route contract that remotes' `./routes` must satisfy
 * among them) and index.json naming them. The release checks type-check releases against these
 * files, so the shell's server needs no sources; it serves them publicly for
 * `npm run remotes -- types`. The compiler runs beside webpack, in a process of its own.
 */
export class ShellTypesPlugin {
  constructor(private readonly options: { appDir: string; distDir: string }) {}

  apply(compiler: Compiler): void {
    const designSystem = designSystemOf(this.options.appDir);
    const declarations = emitDeclarationsAside({ packageDir: designSystem.dir, roots: designSystem.entries.map(([, file]) => file) });
    compiler.hooks.afterEmit.tapPromise(ShellTypesPlugin.name, async () => {
      const files = { ...(await declarations), ...entryStubs(designSystem.entries) };
      const typesDir = path.join(this.options.distDir, DECLARATIONS_DIR);
      const written = writeDeclarations(typesDir, DESIGN_SYSTEM, files);
      const index: ShellTypes = { designSystem: designSystem.version, builtAt: new Date().toISOString(), files: written.sort() };
      writeFileSync(path.join(typesDir, SHELL_TYPES_INDEX), `${JSON.stringify(index, null, 2)}\n`);
    });
  }
}
