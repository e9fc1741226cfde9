// `npm test`: install what is missing, type-check, then run every suite.
import { ensureNpmDependencies, run } from './lib/ensure-install.mjs';

const started = Date.now();
ensureNpmDependencies();

console.log('\n== Type-check');
run('npm', ['run', 'typecheck', '--workspaces', '--if-present']);

console.log('\n== Jest (units, and the API against the embedded database)');
run('npx', ['jest', '--ci']);

console.log(`\nAll tests passed in ${Math.round((Date.now() - started) / 1000)} s.`);
