#!/usr/bin/env node
// `npm run serve` in a remote's folder: the remote's production server (@fns/remote-server).
import { runTypeScript } from './run-typescript.mjs';

runTypeScript(import.meta.resolve('@fns/remote-server/serve'));
