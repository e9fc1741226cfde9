// Lighthouse gate (issues 7 and 14): the production build, mobile and desktop presets, five pages,
// three runs each. Prints the four category scores and LCP, TBT, CLS and transferred bytes of the
// median run (by performance score).
// Usage: npm run bench:lighthouse   (Debian's Chromium via CHROME_PATH, default /usr/bin/chromium)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { ensureNpmDependencies, run } from '../../scripts/lib/ensure-install.mjs';
import { buildAll } from '../../scripts/lib/stack.mjs';
import { startSite } from './load-support.mjs';

const TARGETS = { mobilePerformance: 95, otherCategories: 100, lcpMs: 2000, tbtMs: 150, cls: 0.02 };
const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

ensureNpmDependencies();
if (!process.env.SKIP_BUILD) buildAll(run);

const stack = await startSite('lighthouse');
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
let missed = 0;
try {
  const posts = await (await fetch(`${stack.url}/api/posts`)).json();
  const pages = ['/', '/blog', `/blog/${posts[0].slug}`, '/faqs', '/admin/login'];
  console.log('preset   page                                         perf  a11y  bp   seo   LCP ms  TBT ms  CLS     bytes');
  for (const [preset, config] of [
    ['mobile', undefined],
    ['desktop', desktopConfig],
  ]) {
    for (const page of pages) {
      const lhr = await medianAudit(`${stack.url}${page}`, config);
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
      const scores = CATEGORIES.map(score);
      const vitalsOk =
        metric('largest-contentful-paint') <= TARGETS.lcpMs &&
        metric('total-blocking-time') <= TARGETS.tbtMs &&
        metric('cumulative-layout-shift') <= TARGETS.cls;
      const ok =
        vitalsOk &&
        (preset !== 'mobile' || scores[0] >= TARGETS.mobilePerformance) &&
        scores.slice(1).every((value) => value >= TARGETS.otherCategories);
      if (!ok) missed++;
      console.log(
        `${preset.padEnd(8)} ${page.slice(0, 44).padEnd(44)} ${scores.map((value) => String(value).padStart(4)).join('  ')}  ${metric('largest-contentful-paint').toFixed(0).padStart(7)} ${metric('total-blocking-time').toFixed(0).padStart(7)}  ${metric('cumulative-layout-shift').toFixed(3)}  ${String(metric('total-byte-weight')).padStart(8)}${ok ? '' : '  MISSED'}`,
      );
      for (const id of CATEGORIES.slice(1)) {
        const failing = lhr.categories[id]?.auditRefs
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id);
        if (failing?.length) console.log(`           ${id} below 100: ${failing.join(', ')}`);
      }
    }
  }
} finally {
  await chrome.kill();
  await stack.stop();
}
/** The median of RUNS runs by performance score (scores move a few points from run to run). */
async function medianAudit(url, config) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await audit(url, config));
  runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
  return runs[Math.floor(RUNS / 2)];
}

/** One Lighthouse run; a run Lighthouse itself reports as broken (runtimeError) is repeated once. */
async function audit(url, config) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }, config);
    if (!lhr.runtimeError || attempt === 2) return lhr;
    console.log(`           Lighthouse could not measure ${url} (${lhr.runtimeError.code}); running it again`);
  }
}

console.log(
  `medians of ${RUNS} runs; targets: Performance ≥ ${TARGETS.mobilePerformance} on mobile; Accessibility, Best Practices and SEO 100; LCP ≤ ${TARGETS.lcpMs} ms, TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}`,
);
console.log(missed ? `\nLighthouse gate: ${missed} run(s) MISSED a target` : '\nLighthouse gate: every target met');
process.exit(missed ? 1 : 0);
