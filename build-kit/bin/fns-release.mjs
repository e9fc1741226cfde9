#!/usr/bin/env node
// `npm run release` in a remote's folder: release/release.ts.
import { runTypeScript } from './run-typescript.mjs';

runTypeScript(new URL('../release/release.ts', import.meta.url));
