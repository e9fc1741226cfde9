import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { emitDeclarations } from '../webpack/declarations';

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A package of `files` (and a tsconfig.json) in a folder of its own, beside a file outside it. */
function packageOf(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fns-declarations-'));
  folders.push(dir);
  const packageDir = path.join(dir, 'app');
  writeFileSync(path.join(dir, 'outside.ts'), 'export const outside = 1;\n');
  for (const [file, text] of Object.entries({
    'tsconfig.json': '{ "compilerOptions": { "strict": true, "jsx": "react-jsx" } }',
    ...files,
  })) {
    mkdirSync(path.dirname(path.join(packageDir, file)), { recursive: true });
    writeFileSync(path.join(packageDir, file), text);
  }
  return packageDir;
}

describe("the declarations of a remote's exposed modules", () => {
  it('are those of the module and of every module of the package its declaration imports, and no other', () => {
    const packageDir = packageOf({
      'src/app/routes.ts': "export const routes = [{ path: '/a', page: () => import('../pages/a-page') }];\n",
      'src/pages/a-page.ts': "import { helper } from '../lib/helper';\nexport const loader = (): { n: number } => ({ n: helper() });\n",
      'src/lib/helper.ts': 'export const helper = () => 1;\n',
    });
    const declarations = emitDeclarations({ packageDir, roots: ['src/app/routes.ts'] });
    expect(Object.keys(declarations).sort()).toEqual(['src/app/routes.d.ts', 'src/pages/a-page.d.ts']);
    expect(declarations['src/app/routes.d.ts']).toContain('page: () => Promise<typeof import("../pages/a-page")>;');
    expect(declarations['src/pages/a-page.d.ts']).toContain('export declare const loader: () => {');
  });

  it('refuse a declaration that imports a module outside the package (a consumer could not resolve it)', () => {
    const packageDir = packageOf({ 'src/routes.ts': "export { outside as routes } from '../../outside';\n" });
    expect(() => emitDeclarations({ packageDir, roots: ['src/routes.ts'] })).toThrow('src/routes.ts imports ../../outside, outside');
  });

  it("refuse a module whose declaration the compiler cannot write, with the compiler's message", () => {
    // A class expression's private member has no declaration.
    const packageDir = packageOf({ 'src/routes.ts': 'export const routes = [class { private hidden = 1; }];\n' });
    expect(() => emitDeclarations({ packageDir, roots: ['src/routes.ts'] })).toThrow(/src\/routes\.ts\(1,14\): error TS4094: /);
  });
});
