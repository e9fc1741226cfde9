// Sign-up figures gate (issue 28), against the production site: 100 000 sign-ups of the last 90
// days (wait list and newsletter, stored directly, with pages, posts, remote versions and sources),
// then the dashboard. Targets: GET /api/admin/signups answers in under 200 ms (p95 of every window
// and list); the dashboard's Sign-ups section is interactive (chart drawn, figures shown) in under
// 1 s from navigation, and shows the 90 days in under 1 s after the click. Also printed: how long
// after a sign-up the figures include it (the count runs in the background: interval + counting).
// Usage: npm run bench:signup-stats (SKIP_BUILD=1 reuses the current build; SIGNUPS changes the size)
import { randomBytes } from 'node:crypto';
import { chromium } from '@playwright/test';
import { MongoClient, ObjectId } from 'mongodb';
import { ensureNpmDependencies, run } from '../../scripts/lib/ensure-install.mjs';
import { buildAll } from '../../scripts/lib/stack.mjs';
import { startSite } from './load-support.mjs';

const SIGNUPS = Number(process.env.SIGNUPS ?? 100_000);
const TARGETS = { answerP95Ms: 200, interactiveMs: 1_000 };
const DAY_MS = 24 * 60 * 60 * 1000;
const ADMIN = { username: 'admin', password: randomBytes(18).toString('base64url') };

ensureNpmDependencies();
if (!process.env.SKIP_BUILD) buildAll(run);

const site = await startSite('signup-stats', {
  apiEnv: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, DASHBOARD_COUNT_EVERY_SECONDS: '1' },
});
const client = new MongoClient(site.dbUri);
const failures = [];
let browser;
try {
  const db = client.db('founders');
  const posts = await (await fetch(`${site.url}/api/posts`)).json();
  await storeSignups(
    db,
    posts.slice(0, 10).map((post) => post.slug),
  );

  const token = await signIn();
  const figuresAfterMs = await countedAfterASignUp(token);
  console.log(
    `A sign-up is in the figures ${(figuresAfterMs / 1000).toFixed(1)} s after it was made (interval 1 s + counting ${SIGNUPS} sign-ups in the background)`,
  );

  const answers = [];
  for (const query of ['days=30&list=all', 'days=90&list=all', 'days=30&list=waitlist', 'days=90&list=newsletter']) {
    for (let round = 0; round < 20; round += 1) {
      const startedAt = performance.now();
      const response = await fetch(`${site.url}/api/admin/signups?${query}`, { headers: { Authorization: `Bearer ${token}` } });
      await response.json();
      answers.push(performance.now() - startedAt);
    }
  }
  answers.sort((a, b) => a - b);
  const p95 = answers[Math.floor(answers.length * 0.95)];
  console.log(
    `GET /api/admin/signups (${answers.length} answers, through the shell): median ${answers[answers.length >> 1].toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`,
  );
  if (p95 >= TARGETS.answerP95Ms) failures.push(`the answer's p95 ${p95.toFixed(0)} ms ≥ ${TARGETS.answerP95Ms} ms`);

  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const { interactiveMs, ninetyDaysMs } = await dashboardTimes(browser, token);
  console.log(
    `Dashboard: Sign-ups chart drawn with its figures ${interactiveMs.toFixed(0)} ms after navigation; 90 days shown ${ninetyDaysMs.toFixed(0)} ms after the click`,
  );
  if (interactiveMs >= TARGETS.interactiveMs) failures.push(`interactive in ${interactiveMs.toFixed(0)} ms ≥ ${TARGETS.interactiveMs} ms`);
  if (ninetyDaysMs >= TARGETS.interactiveMs) failures.push(`90 days in ${ninetyDaysMs.toFixed(0)} ms ≥ ${TARGETS.interactiveMs} ms`);
} finally {
  await browser?.close();
  await client.close();
  await site.stop();
}
if (failures.length > 0) {
  console.error(`FAILED: ${failures.join('; ')}`);
  process.exit(1);
}
console.log('Sign-up figures gate passed.');

/** SIGNUPS sign-ups over the last 90 days: 70 % on the wait list, three in four confirmed, from posts and pages, a few sources. */
async function storeSignups(db, slugs) {
  const now = Date.now();
  const pages = ['/', '/how-it-works', '/features', '/blog', ...slugs.map((slug) => `/blog/${slug}`)];
  const sources = [{ host: 'www.google.com' }, { host: 'news.ycombinator.com' }, { utm: { source: 'newsletter', campaign: 'launch' } }, {}];
  const signupOf = (index) => {
    const page = pages[index % pages.length];
    const at = new Date(now - ((index * 7919) % (90 * DAY_MS)));
    const pending = index % 4 === 0;
    const blog = page.startsWith('/blog');
    return {
      _id: new ObjectId(),
      email: `signup-${index}@example.com`,
      status: pending ? 'pending' : 'confirmed',
      confirmedAt: pending ? null : at,
      consent: { at, form: 'bench', page, confirmedAt: pending ? null : at },
      source: {
        page,
        post: page.startsWith('/blog/') ? page.slice(6) : null,
        host: null,
        utm: null,
        ...sources[index % sources.length],
        versions: [blog ? `mfe_blog@1.${4 + (index % 2)}.0` : 'mfe_marketing@2.0.0'],
      },
      createdAt: at,
      updatedAt: at,
    };
  };
  const startedAt = performance.now();
  for (let start = 0; start < SIGNUPS; start += 1_000) {
    const batch = Array.from({ length: Math.min(1_000, SIGNUPS - start) }, (_, offset) => signupOf(start + offset));
    const onWaitlist = batch.filter((_, offset) => (start + offset) % 10 < 7).map((signup) => ({ ...signup, fullName: 'Bench Person' }));
    const onNewsletter = batch.filter((_, offset) => (start + offset) % 10 >= 7);
    await db.collection('waitlist_entries').insertMany(onWaitlist);
    await db.collection('newsletter_subscribers').insertMany(onNewsletter);
  }
  console.log(`${SIGNUPS} sign-ups stored in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
}

async function signIn() {
  const response = await fetch(`${site.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`admin sign-in: ${response.status}`);
  return (await response.json()).token;
}

/** One sign-up through the form's call, then the time until the figures count it. */
async function countedAfterASignUp(token) {
  const figures = async () =>
    (await (await fetch(`${site.url}/api/admin/signups?days=90`, { headers: { Authorization: `Bearer ${token}` } })).json()).total;
  const startedAt = performance.now();
  const response = await fetch(`${site.url}/api/waitlist`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'one-more@example.com', fullName: 'One More', page: '/' }),
  });
  if (response.status !== 201) throw new Error(`sign-up: ${response.status}`);
  for (;;) {
    const total = await figures();
    if (total.confirmed + total.pending > SIGNUPS) return performance.now() - startedAt;
    if (performance.now() - startedAt > 120_000) throw new Error('the figures did not count the sign-up within 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The dashboard opened signed in, three times (medians): until the chart and the figures show, and until the 90 days do after the click. */
async function dashboardTimes(browser, token) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((value) => window.localStorage.setItem('authToken', value), token);
  const page = await context.newPage();
  const heading = page.getByRole('heading', { name: 'Sign-ups', exact: true });
  // Once unmeasured, so that the browser's cache holds the scripts as an administrator's would.
  await page.goto(`${site.url}/admin/dashboard`);
  await heading.waitFor();
  const runs = [];
  for (let run = 0; run < 3; run += 1) {
    await page.goto(`${site.url}/admin/dashboard`);
    const section = page.locator('section', { has: heading });
    await section.locator('canvas').first().waitFor();
    await section.locator('table tbody tr').first().waitFor({ state: 'attached' });
    const interactiveMs = await page.evaluate(() => performance.now());
    const clickedAt = await page.evaluate(() => performance.now());
    await section.getByText('Last 90 days').click();
    await section.locator('details table tbody tr').nth(89).waitFor({ state: 'attached' });
    runs.push({ interactiveMs, ninetyDaysMs: (await page.evaluate(() => performance.now())) - clickedAt });
  }
  await context.close();
  const median = (values) => values.sort((a, b) => a - b)[1];
  console.log(`Dashboard runs: ${runs.map((run) => `${run.interactiveMs.toFixed(0)} / ${run.ninetyDaysMs.toFixed(0)} ms`).join(', ')}`);
  return { interactiveMs: median(runs.map((run) => run.interactiveMs)), ninetyDaysMs: median(runs.map((run) => run.ninetyDaysMs)) };
}
