/** @jest-environment node */
import { createHash } from 'node:crypto';
import { bootLoader } from '../boot-loader';

const BUILT =
  '<!doctype html><html lang=en><head><title>x</title><script defer src=/main.0123456789.js></script></head><body><div id=root></div></body></html>';

describe('the boot loader', () => {
  it("replaces the build's script tags with one inline loader, and gives that loader's CSP hash", () => {
    const loader = bootLoader(BUILT);
    expect(loader.template).not.toContain('<script');
    expect(loader.script).toContain('["/main.0123456789.js"]');
    expect(loader.hashSource).toBe(`'sha256-${createHash('sha256').update(loader.script).digest('base64')}'`);
  });

  it('refuses a build that names no script', () => {
    expect(() => bootLoader('<!doctype html><head></head><body><div id=root></div></body>')).toThrow(
      "the shell's index.html names no script to load",
    );
  });
});
