// Page weight gate (issue 14): the JavaScript Chromium loads before the home page is interactive
// (hydrated), counted as gzip, the copies of React among it, and the size of the page's HTML.
// Usage: npm run bench:page-weight (SKIP_BUILD=1 reuses the current build)
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { ensureNpmDependencies, run } from '../../scripts/lib/ensure-install.mjs';
import { buildAll } from '../../scripts/lib/stack.mjs';
import { startSite } from './load-support.mjs';

const TARGETS = { scriptsGzipKb: 120, reactCopies: 1 };

ensureNpmDependencies();
if (!process.env.SKIP_BUILD) buildAll(run);

const stack = await startSite('weight');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
let failed = false;
try {
  const page = await browser.newPage();
  const responses = new Map();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.set(response.url(), response);
  });
  // The page notes the scripts it has finished loading at the moment it becomes interactive (its
  // layout gets data-hydrated); what it fetches later, when idle, was not needed to get there.
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (!document.querySelector('[data-hydrated]')) return;
      observer.disconnect();
      const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
      Object.assign(window, { scriptsBeforeInteractive: loaded.filter((url) => new URL(url).pathname.endsWith('.js')) });
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
  // Every copy of React DOM announces itself to the DevTools hook once: a stand-in hook counts them.
  await page.addInitScript(() => {
    const renderers = [];
    Object.assign(window, {
      reactRenderers: renderers,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject: (renderer) => renderers.push(renderer.version ?? renderer.reconcilerVersion) && renderers.length,
        checkDCE: () => {},
        onCommitFiberRoot: () => {},
        onCommitFiberUnmount: () => {},
        onPostCommitFiberRoot: () => {},
      },
    });
  });
  const document = await page.goto(`${stack.url}/`, { waitUntil: 'commit' });
  const html = await document.text();
  await page.locator('[data-hydrated]').waitFor({ state: 'attached' });
  const urls = await page.evaluate(() => window.scriptsBeforeInteractive);
  // Counted as gzip, whatever encoding the server chose (it may send brotli, which is smaller).
  const scripts = await Promise.all(urls.map(async (url) => ({ url, gzip: gzipSync(await responses.get(url).body()).length })));

  const kb = (bytes) => (bytes / 1024).toFixed(1);
  const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
  const renderers = await page.evaluate(() => window.reactRenderers);
  const reactCopies = renderers.length;
  console.log('\nScripts loaded before the home page is interactive (gzip):');
  for (const script of [...scripts].sort((a, b) => b.gzip - a.gzip)) console.log(`${kb(script.gzip).padStart(7)} KB  ${script.url}`);
  console.log(`${kb(total).padStart(7)} KB  in ${scripts.length} files; copies of React: ${reactCopies} (${renderers.join(', ')})`);
  console.log(`HTML of the home page: ${kb(html.length)} KB (${kb(gzipSync(html).length)} KB gzip)`);
  console.log(
    `targets: at most ${TARGETS.scriptsGzipKb} KB of gzipped JavaScript before interactive, ${TARGETS.reactCopies} copy of React`,
  );
  failed = total / 1024 > TARGETS.scriptsGzipKb || reactCopies !== TARGETS.reactCopies;
} finally {
  await browser.close();
  await stack.stop();
}
console.log(failed ? '\nPage weight gate: MISSED a target' : '\nPage weight gate: every target met');
process.exit(failed ? 1 : 0);
