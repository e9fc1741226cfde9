import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium (Playwright's own browser download is not available on these machines). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A pattern for the spec files of these names. */
const specs = (...names: string[]) => new RegExp(`/(${names.join('|')})\\.spec\\.ts$`);

/**
 * Specs that change what every page meets: a remote stopped, redeployed or promoted, a second API
 * sending the run's mail. They run on their own, after the others.
 */
const ALONE = ['fault-tolerance', 'releases', 'scale-out', 'server-rendering'];
/** Specs that write published posts or compare pages with the list of them: one at a time, in one lane. */
const POSTS = [
  'admin-journey',
  'admin-media',
  'blog-crawlers',
  'blog-list',
  'blog-post',
  'content-transfer',
  'publishing-workflow',
  'staff-roles',
];
/**
 * The marketing pages, the visitors' forms, their confirmation mails and the password reset (on an
 * account of its own): in the posts lane, so that the two lanes take about as long (~300 s each).
 */
const MARKETING = [
  'forms-bot-check',
  'mail-confirmation',
  'marketing-contact',
  'marketing-interactions',
  'marketing-pages',
  'password-reset',
  'waitlist',
  'waitlist-recaptcha',
];

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  // One composed site and one database for the whole run: two lanes of specs side by side, each
  // running one test at a time, then the specs that must run alone. 'alone' is the lanes' teardown
  // project only to come after both, whatever their results: a spec of a lane run by name brings the
  // 'alone' specs after it, unless --no-deps is given.
  workers: 2,
  fullyParallel: false,
  projects: [
    { name: 'posts', testMatch: specs(...POSTS, ...MARKETING), workers: 1, teardown: 'alone' },
    { name: 'rest', testIgnore: specs(...POSTS, ...MARKETING, ...ALONE), workers: 1, teardown: 'alone' },
    { name: 'alone', testMatch: specs(...ALONE), workers: 1 },
  ],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
  },
});
