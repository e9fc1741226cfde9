// The end-to-end suite drives Debian's Chromium; install it when it is missing and we may.
import { existsSync } from 'node:fs';
import { run } from './ensure-install.mjs';

export function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return path;
  if (process.getuid?.() !== 0) {
    throw new Error(`Chromium is missing at ${path}: install Debian's "chromium" package or set CHROMIUM_PATH.`);
  }
  console.log("Installing Debian's chromium for the end-to-end tests...");
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return path;
}
