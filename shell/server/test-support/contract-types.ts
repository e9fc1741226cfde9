import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DECLARATIONS_DIR, SHELL_TYPES_INDEX, type ShellTypes } from '@fns/contracts';
import { emitDeclarations, writeDeclarations } from '@fns/build-kit/webpack/declarations';

/**
 * A shell build (its dist/) holding the route contract's declarations as the shell's build writes
 * them to @mf-types/: the real design system's contract, emitted by the compiler.
 */
export function shellBuildWithContractTypes(): string {
  const distDir = mkdtempSync(path.join(os.tmpdir(), 'fns-shell-types-'));
  // Gone with the test process (it is read until the tests end).
  process.once('exit', () => rmSync(distDir, { recursive: true, force: true }));
  const typesDir = path.join(distDir, DECLARATIONS_DIR);
  const contract = emitDeclarations({
    packageDir: path.resolve(__dirname, '../../../design-system'),
    roots: ['src/contracts/remote-route.ts'],
  });
  const files = writeDeclarations(typesDir, '@fns/design-system', {
    ...contract,
    'index.d.ts': "export * from './src/contracts/remote-route';\n",
  });
  const index: ShellTypes = { designSystem: '1.0.0', builtAt: new Date().toISOString(), files };
  writeFileSync(path.join(typesDir, SHELL_TYPES_INDEX), JSON.stringify(index));
  return distDir;
}
