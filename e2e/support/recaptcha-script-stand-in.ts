import type { Page } from '@playwright/test';

const GOOGLE_SCRIPT = /https:\/\/www\.google\.com\/recaptcha\/api\.js.*/;

/**
 * Serves a stand-in for Google's reCAPTCHA v3 script, which hands out `token` for the action asked
 * (the verify stand-in reads both). Returns the actions tokens were made for.
 */
export async function standInGoogleScript(page: Page, token: string): Promise<string[]> {
  const actions: string[] = [];
  await page.exposeFunction('recordRecaptchaAction', (action: string) => actions.push(action));
  await page.route(GOOGLE_SCRIPT, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.grecaptcha = {
        ready: (callback) => callback(),
        execute: (siteKey, options) => window.recordRecaptchaAction(options.action).then(() => ${JSON.stringify(token)} + ':' + options.action),
      };`,
    }),
  );
  return actions;
}

/** Google's script cannot be loaded (blocked, offline). */
export const blockGoogleScript = (page: Page) => page.route(GOOGLE_SCRIPT, (route) => route.abort());
