import path from 'node:path';
import ts from 'typescript';

/** What the compiler is given: the release's declarations and the shell's design system's, placed in a folder of their own. */
export interface RouteContractInput {
  /**
   * The folder the files are placed in (nothing is written there). Packages the declarations
   * import besides the design system (react's types) resolve from its parents, as the shell server's do.
   */
  root: string;
  /** The release's declaration files by their path in it (@mf-types/src/app/routes.d.ts). */
  release: Record<string, string>;
  /** The release's declaration of ./routes, one of them. */
  routes: string;
  /** The declarations of the design system the shell was built with, by path in the package (src/index.d.ts). */
  designSystem: Record<string, string>;
}

const CHECK_FILE = 'shell-route-contract.ts';
const DESIGN_SYSTEM = '@fns/design-system';
const OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  // No ambient @types: only what the declarations import.
  types: [],
};

/** The shell's expectation, as the shell's own code states it: it loads a remote's ./routes as a RemoteRoutesModule. */
const checkSource = (routes: string) => `import type { RemoteRoutesModule } from '${DESIGN_SYSTEM}';
import * as exposed from './${routes.replace(/\.d\.ts$/, '')}';

export const routesModule: RemoteRoutesModule = exposed;
`;

/** A compiler host over `files` under `root`, and the real file system elsewhere (the default libraries, react's types). */
function hostOver(root: string, files: Map<string, string>): ts.CompilerHost {
  const host = ts.createCompilerHost(OPTIONS);
  const inRoot = (file: string) => file === root || file.startsWith(`${root}${path.sep}`);
  const readFile = (file: string) => files.get(file) ?? (inRoot(file) ? undefined : ts.sys.readFile(file));
  return {
    ...host,
    getCurrentDirectory: () => root,
    fileExists: (file) => files.has(file) || (!inRoot(file) && ts.sys.fileExists(file)),
    directoryExists: (dir) =>
      [...files.keys()].some((file) => file.startsWith(`${dir}${path.sep}`)) || (!inRoot(dir) && ts.sys.directoryExists(dir)),
    realpath: (file) => (inRoot(file) ? file : (ts.sys.realpath?.(file) ?? file)),
    readFile,
    getSourceFile: (file, languageVersion) => {
      const text = readFile(file);
      return text === undefined ? undefined : ts.createSourceFile(file, text, languageVersion);
    },
  };
}

/**
 * Type-checks the shell's expectation of a release's ./routes against its declarations: the
 * compiler's messages (`shell-route-contract.ts(4,14): error TS2322: …`), or undefined when it
 * satisfies the contract. The release's own declaration files are checked too (an import the shell
 * cannot resolve would otherwise turn a type into `any` unseen); the shell's are trusted.
 */
export function routeContractErrors({ root, release, routes, designSystem }: RouteContractInput): string | undefined {
  const placedIn = (dir: string, files: Record<string, string>) =>
    Object.entries(files).map(([file, text]) => [path.join(dir, file), text] as const);
  const checkFile = path.join(root, CHECK_FILE);
  const checked = new Map([...placedIn(root, release), [checkFile, checkSource(routes)]]);
  const placed = new Map([...checked, ...placedIn(path.join(root, 'node_modules', DESIGN_SYSTEM), designSystem)]);
  const host = hostOver(root, placed);
  const program = ts.createProgram({ rootNames: [checkFile], options: OPTIONS, host });
  const diagnostics = [
    ...program.getOptionsDiagnostics(),
    ...program
      .getSourceFiles()
      .flatMap((file) =>
        checked.has(file.fileName) ? [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)] : [],
      ),
  ];
  // Types named by their module (`typeof import(".../@mf-types/src/app/routes")`) name it from the root, not the server's disk.
  return diagnostics.length > 0 ? ts.formatDiagnostics(diagnostics, host).split(`${root}${path.sep}`).join('').trim() : undefined;
}
