import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Guards over every app's source for what the federation shares (scripts/webpack/shared-dependencies.ts). */
const ROOT = path.resolve(__dirname, '../../..');
const APPS = ['shell', 'mfe-marketing', 'mfe-blog', 'mfe-admin', 'design-system'];
const IMPORTS_MOTION = /(?:from\s+|import\s*\(\s*|require\s*\(\s*)['"]framer-motion(?:\/[^'"]*)?['"]/;
const ROUTER_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'react-router-dom'/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|jsx?)$/.test(entry.name) ? [full] : [];
  });
}

const appSources = (...except: string[]) =>
  APPS.filter((app) => !except.includes(app)).flatMap((app) => sourceFiles(path.join(ROOT, app, 'src')));

/** Files that end up in a build: tests and their helpers use the real packages. */
const isBuilt = (file: string) => !/(__tests__|test-support)\//.test(file) && !/\.test\.tsx?$/.test(file);

// framer-motion is not a federation share: a second importer would load a second copy of it.
it('leaves framer-motion to the design system: no app imports it', () => {
  const offenders = appSources('design-system')
    .filter((file) => IMPORTS_MOTION.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(ROOT, file));
  expect(offenders).toEqual([]);
});

it('recognizes the ways a module can import framer-motion', () => {
  for (const line of [
    "import { animate } from 'framer-motion/dom/mini';",
    "await import('framer-motion')",
    'require("framer-motion/dom")',
  ]) {
    expect(IMPORTS_MOTION.test(line)).toBe(true);
  }
  expect(IMPORTS_MOTION.test("import { MotionTestProvider } from '@fns/design-system/testing';")).toBe(false);
});

// The shared react-router-dom is a subset of it; a name missing there is undefined in the browser.
it('provides every name the apps import from react-router-dom', () => {
  const subset = readFileSync(path.join(ROOT, 'scripts/webpack/react-router-dom-subset.mjs'), 'utf8');
  const provided = new Set(
    [...subset.matchAll(/export\s*\{([^}]*)\}/g)].flatMap(([, names]) => names!.split(',').map((name) => name.trim())),
  );
  const imported = appSources()
    .filter(isBuilt)
    .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(ROUTER_IMPORT)].flatMap(([, names]) => names!.split(',')))
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '));
  expect(imported.length).toBeGreaterThan(10);
  expect([...new Set(imported)].filter((name) => !provided.has(name))).toEqual([]);
});
