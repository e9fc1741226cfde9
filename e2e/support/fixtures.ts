import { test as base, expect, type Page } from '@playwright/test';
import { MongoClient, type Db } from 'mongodb';

export interface Site {
  /** The main site (no reCAPTCHA: the contact and newsletter forms use their honeypot and fill time). */
  url: string;
  /** The site whose forms verify reCAPTCHA against the local stand-in. */
  captchaUrl: string | undefined;
  apiUrl: string;
  controlUrl: string | undefined;
}

/** Fixtures: the running site's addresses (set by the global setup) and its database. */
export const test = base.extend<{ site: Site }, { db: Db }>({
  site: async ({}, use) => {
    await use({
      url: required('E2E_BASE_URL'),
      captchaUrl: process.env.E2E_CAPTCHA_BASE_URL,
      apiUrl: process.env.E2E_API_URL ?? required('E2E_BASE_URL'),
      controlUrl: process.env.E2E_CONTROL_URL,
    });
  },
  baseURL: async ({}, use) => {
    await use(required('E2E_BASE_URL'));
  },
  // Pages arrive rendered; buttons do something once the page is hydrated, so a visit waits for it
  // (a visit that waits only for the response, `waitUntil: 'commit'`, does not).
  page: async ({ page, javaScriptEnabled }, use) => {
    if (!javaScriptEnabled) return use(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await waitForHydration(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await waitForHydration(page);
      return response;
    };
    await use(page);
  },
  db: [
    async ({}, use) => {
      const client = await MongoClient.connect(required('E2E_MONGODB_URI'));
      await use(client.db(process.env.E2E_DB_NAME ?? 'fns_e2e'));
      await client.close();
    },
    { scope: 'worker' },
  ],
});

export { expect };

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the suite through its global setup (npm test).`);
  return value;
}

/** The shell marks its layout once the page is interactive. */
export const waitForHydration = (page: Page) => page.locator('[data-hydrated]').waitFor({ state: 'attached' });

/** The page's main landmark, where remotes render. */
export const main = (page: Page) => page.getByRole('main');

/** From the blog list, opens the first post in the page's tab: it renders, not a remote's fallback. */
export async function opensFirstPost(page: Page): Promise<void> {
  await main(page)
    .getByRole('link', { name: /Read More/ })
    .first()
    .click();
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'This part of the site is unavailable right now' })).toHaveCount(0);
}

/**
 * Without reCAPTCHA, the API takes a contact or newsletter form sent sooner than this after it was
 * shown for a bot's, thanks it and stores nothing (services/api/src/lib/form-bot-check.ts, MIN_FILL_MS).
 */
export const MIN_FILL_MS = 2_000;

/** A person reads a moment before sending a form they were just shown (a test that expects it stored waits as long). */
export const readLikeAPerson = (page: Page) => page.waitForTimeout(MIN_FILL_MS);

/**
 * The newest of `posts` (newest first, as the API lists them) published before the run's site was up:
 * one of the site's own, which no test edits or deletes. A post a test writes may be gone by the time
 * another spec, running beside it, opens its page.
 */
export function postOfTheSite<T extends { publishAt: string | null }>(posts: T[]): T {
  const readyAt = required('E2E_SITE_READY_AT');
  const post = posts.find(({ publishAt }) => publishAt !== null && publishAt < readyAt);
  if (!post) throw new Error(`no post was published before the site was up (${readyAt})`);
  return post;
}

/** A unique e-mail per call, so reruns never collide. */
export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
