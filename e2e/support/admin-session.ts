import type { APIRequestContext, Page } from '@playwright/test';
import jwt from 'jsonwebtoken';
import { AUTH_TOKEN_KEY } from './constants';
import { E2E_ADMIN } from './global-setup';

export { E2E_ADMIN };

/** The API's token settings in the e2e run (global setup's JWT_SECRET; issuer and audience of services/api token.ts). */
const E2E_JWT = {
  secret: 'e2e-jwt-secret-that-is-long-enough-for-hs256',
  issuer: 'founders-never-solo-api',
  audience: 'founders-never-solo-admin',
};

/** A real admin token, fetched through the API (a successful login never counts against the login limiter). */
export async function adminToken(request: APIRequestContext, apiUrl: string): Promise<string> {
  const response = await request.post(`${apiUrl}/api/auth/login`, { data: E2E_ADMIN });
  if (!response.ok()) throw new Error(`admin login failed: ${response.status()}`);
  return ((await response.json()) as { token: string }).token;
}

/** A correctly signed admin token whose expiry has passed. */
export function expiredToken(): string {
  const past = Math.floor(Date.now() / 1000) - 3600;
  return jwt.sign({ role: 'admin', iat: past - 3600, exp: past }, E2E_JWT.secret, {
    algorithm: 'HS256',
    subject: '000000000000000000000000',
    issuer: E2E_JWT.issuer,
    audience: E2E_JWT.audience,
  });
}

/** Stores `token` as the admin console does (once: a later sign-out stays signed out across reloads). */
export async function storeToken(page: Page, token: string): Promise<void> {
  await page.goto('/admin/login');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [AUTH_TOKEN_KEY, token] as const);
}

export const storedToken = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), AUTH_TOKEN_KEY);

/** Accepts (or dismisses) the next window.confirm after checking its text. */
export function answerNextConfirm(page: Page, expectedText: string, accept: boolean, seen: string[] = []): string[] {
  page.once('dialog', (dialog) => {
    seen.push(`${dialog.type()}: ${dialog.message()}`);
    void (accept && dialog.message() === expectedText ? dialog.accept() : dialog.dismiss());
  });
  return seen;
}

/** A 1 x 1 PNG for the editor's image picker. */
export const TINY_PNG = {
  name: 'dot.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
};

/** A short unique suffix (letters and digits) for names created by a test. */
export const uniqueSuffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
