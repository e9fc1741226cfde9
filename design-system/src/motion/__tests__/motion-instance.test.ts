import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../../..');
const APPS = ['shell', 'mfe-marketing', 'mfe-blog', 'mfe-admin'];
const IMPORTS_MOTION = /(?:from\s+|import\s*\(\s*|require\s*\(\s*)['"]framer-motion(?:\/[^'"]*)?['"]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|jsx?)$/.test(entry.name) ? [full] : [];
  });
}

// framer-motion is not a federation share (see scripts/webpack/shared-dependencies.ts): a second
// importer would load a second copy whose components ignore the design system's LazyMotion.
it('leaves framer-motion to the design system: no app imports it', () => {
  const offenders = APPS.flatMap((app) => sourceFiles(path.join(ROOT, app, 'src')))
    .filter((file) => IMPORTS_MOTION.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(ROOT, file));
  expect(offenders).toEqual([]);
});

it('recognizes the ways a module can import it', () => {
  for (const line of ["import { m } from 'framer-motion';", "await import('framer-motion')", 'require("framer-motion/dom")']) {
    expect(IMPORTS_MOTION.test(line)).toBe(true);
  }
  expect(IMPORTS_MOTION.test("import { MotionTestProvider } from '@fns/design-system/testing';")).toBe(false);
});
