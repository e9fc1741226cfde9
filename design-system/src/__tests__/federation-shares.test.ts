import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Guards over every app's source for what the federation shares (build-kit/webpack/shared-dependencies.ts). */
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
  const subset = readFileSync(path.join(ROOT, 'build-kit/webpack/react-router-dom-subset.mjs'), 'utf8');
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

// The design system's entries (its core and the parts only some pages load, design-system/src/index.ts)
// reach one another only through the package name: a module bundled into two entries would run
// as two instances in one page (two wait list stores, two reCAPTCHA site keys).
const SRC = path.join(ROOT, 'design-system/src');
const ENTRIES = ['index.ts', 'forms.ts', 'dialog.ts', 'accordion.ts', 'table-of-contents.ts', 'data.ts'];
/** Stateless SVG components: an entry may carry its own copy. */
const STATELESS_LEAF = /\/components\/icons\//;
const RELATIVE_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\s+from\s+)?'(\.{1,2}\/[^']+)'/gm;

function resolveModule(from: string, request: string): string | undefined {
  const base = path.resolve(path.dirname(from), request);
  return ['', '.ts', '.tsx', '/index.ts'].map((suffix) => base + suffix).find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

/** The source files an entry bundles: itself and what it reaches through relative imports. */
function bundledBy(entry: string, seen = new Set<string>()): Set<string> {
  seen.add(entry);
  for (const [, request] of readFileSync(entry, 'utf8').matchAll(RELATIVE_IMPORT)) {
    const file = resolveModule(entry, request!);
    if (file && !seen.has(file)) bundledBy(file, seen);
  }
  return seen;
}

it('bundles no stateful module of the design system into two of its entries', () => {
  const owners = new Map<string, string[]>();
  for (const entry of ENTRIES) {
    for (const file of bundledBy(path.join(SRC, entry))) owners.set(file, [...(owners.get(file) ?? []), entry]);
  }
  const shared = [...owners].filter(([file, entries]) => entries.length > 1 && !STATELESS_LEAF.test(file));
  expect(shared.map(([file, entries]) => `${path.relative(SRC, file)}: ${entries.join(', ')}`)).toEqual([]);
  // The walk does follow imports: the forms entry reaches the field shell through text-field.
  expect([...bundledBy(path.join(SRC, 'forms.ts'))].map((file) => path.relative(SRC, file))).toContain('components/field/field-shell.tsx');
});

it('reads the ways a module imports another, and skips type-only imports', () => {
  const source = [
    "import { a } from './a';",
    "import b from '../b';",
    "export * from './c';",
    "import type { D } from './d';",
    "import './e.module.scss';",
    "import { f } from '@fns/design-system';",
  ].join('\n');
  expect([...source.matchAll(RELATIVE_IMPORT)].map(([, request]) => request)).toEqual(['./a', '../b', './c', './e.module.scss']);
});
