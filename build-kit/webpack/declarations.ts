import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface DeclarationsRequest {
  /** The package whose sources are declared (its tsconfig.json is read); files outside it are not. */
  packageDir: string;
  /** The modules to declare, relative to packageDir. */
  roots: string[];
}

/** The declarations, by path relative to packageDir (src/app/routes.d.ts). */
export type Declarations = Record<string, string>;

/** The modules a declaration file imports: import/export declarations and `import("…")` types. */
function importsOf(text: string): string[] {
  const file = ts.createSourceFile('imports.d.ts', text, ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
      specifiers.push(node.moduleSpecifier.text);
    if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal))
      specifiers.push(node.argument.literal.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return specifiers;
}

/** A module's declaration as the compiler writes it; one it cannot write fails with the compiler's message. */
function declarationOf(program: ts.Program, source: ts.SourceFile, host: ts.CompilerHost): string {
  let text = '';
  const { diagnostics } = program.emit(source, (_name, written) => (text += written), undefined, true);
  if (diagnostics.length > 0) throw new Error(ts.formatDiagnostics(diagnostics, host));
  return text;
}

/**
 * The TypeScript declarations of `roots` and of every module of the package their declarations
 * import, and no other: what a consumer needs to type-check against them, without the package's
 * sources. Imports of other packages stay as they are (the consumer resolves them). The compiler
 * checks only what the declarations need, so this takes a second or two, not a full type check.
 */
export function emitDeclarations({ packageDir, roots }: DeclarationsRequest): Declarations {
  const configFile = path.join(packageDir, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(configFile, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  if (!config) throw new Error(`${configFile} cannot be read.`);
  const options: ts.CompilerOptions = {
    ...config.options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    declarationMap: false,
    sourceMap: false,
    rootDir: packageDir,
    outDir: packageDir,
    // No ambient @types (jest, node): a declaration names what it imports, as the release checks read it.
    types: [],
  };
  const rootFiles = roots.map((root) => path.resolve(packageDir, root));
  // The ambient declarations the package's own type check includes (CSS modules, assets).
  const ambient = config.fileNames.filter((file) => file.endsWith('.d.ts'));
  const program = ts.createProgram({ rootNames: [...rootFiles, ...ambient], options });
  const host = ts.createCompilerHost(options);

  const declarations: Declarations = {};
  const pending = [...rootFiles];
  const seen = new Set(pending);
  while (pending.length > 0) {
    const file = pending.pop()!;
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`${path.relative(packageDir, file)} is not part of ${packageDir}'s program.`);
    const text = source.isDeclarationFile ? source.text : declarationOf(program, source, host);
    declarations[path.relative(packageDir, file).replace(/\.(d\.)?tsx?$/, '.d.ts')] = text;
    for (const specifier of importsOf(text)) {
      const resolved = ts.resolveModuleName(specifier, file, options, host).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport || !resolved.resolvedFileName.startsWith(`${packageDir}${path.sep}`)) {
        if (specifier.startsWith('.')) throw new Error(`${path.relative(packageDir, file)} imports ${specifier}, outside ${packageDir}.`);
        continue;
      }
      if (!seen.has(resolved.resolvedFileName)) {
        seen.add(resolved.resolvedFileName);
        pending.push(resolved.resolvedFileName);
      }
    }
  }
  return declarations;
}

/** Writes declarations under dir/folder/, by their path in their package: the files written (`folder/…`, with `/`). */
export function writeDeclarations(dir: string, folder: string, declarations: Declarations): string[] {
  return Object.entries(declarations).map(([file, text]) => {
    const written = path.posix.join(folder, file.split(path.sep).join('/'));
    mkdirSync(path.dirname(path.join(dir, written)), { recursive: true });
    writeFileSync(path.join(dir, written), text);
    return written;
  });
}

const EMIT_SCRIPT = path.join(__dirname, 'emit-declarations.ts');

/**
 * emitDeclarations in a process of its own, started at once: the compiler works while webpack
 * builds (on two cores the build takes little longer), and its memory is freed when it is done.
 */
export function emitDeclarationsAside(request: DeclarationsRequest): Promise<Declarations> {
  const emitted = new Promise<Declarations>((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', EMIT_SCRIPT, JSON.stringify(request)],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error)
          reject(new Error(`The declarations of ${request.roots.join(', ')} could not be emitted: ${stderr.trim() || error.message}`));
        else resolve(JSON.parse(stdout) as Declarations);
      },
    );
  });
  // Awaited later, once webpack has emitted: a failure before then is reported there, not as an unhandled rejection.
  emitted.catch(() => undefined);
  return emitted;
}
