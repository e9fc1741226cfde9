#!/usr/bin/env node
// `npm run remotes -- …` in a remote's folder: release/remotes-cli.ts.
import { runTypeScript } from './run-typescript.mjs';

runTypeScript(new URL('../release/remotes-cli.ts', import.meta.url));
