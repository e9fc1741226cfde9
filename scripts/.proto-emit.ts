import ts from 'typescript';
import path from 'node:path';
const t0 = Date.now();
const appDir = path.resolve(process.argv[2]);
const roots = process.argv.slice(3).map((f) => path.resolve(appDir, f));
const cfgPath = path.join(appDir, 'tsconfig.json');
const cfg = ts.getParsedCommandLineOfConfigFile(cfgPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })!;
const options = { ...cfg.options, noEmit: false, declaration: true, emitDeclarationOnly: true, sourceMap: false, declarationMap: false, outDir: '/tmp/proto/out', rootDir: path.resolve(appDir, '..') , types: [] as string[]};
const program = ts.createProgram({ rootNames: [...roots, ...cfg.fileNames.filter(f=>f.endsWith('.d.ts'))], options });
const t1 = Date.now();
console.log('program', t1 - t0, 'files', program.getSourceFiles().length);
let n = 0;
if (process.env.ALL) { const r = program.emit(undefined, undefined, undefined, true); n = -1; console.log(r.diagnostics.length);} else
for (const f of roots) { program.emit(program.getSourceFile(f), (name, text) => { n++; console.log(name); console.log(text) }, undefined, true); }
console.log('emit', Date.now() - t1, n);
