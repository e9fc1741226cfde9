import type { APIRequestContext, Page } from '@playwright/test';
import { MongoClient } from 'mongodb';
import sharp from 'sharp';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { startApi, startShell } from '../../scripts/lib/stack.mjs';
import { adminToken, E2E_ADMIN, storeToken, uniqueSuffix } from '../support/admin-session';
import { expect, main, test } from '../support/fixtures';

const SIZE = { width: 48, height: 32 };

/**
 * Another instance of the site: its own API on its own database (on the run's embedded server), and
 * a shell that renders through it, with the run's remotes. No sample posts, no mail.
 */
async function startSecondSite(dbName: string) {
  const origins = JSON.parse(process.env.E2E_REMOTE_ORIGINS!) as Record<'marketing' | 'blog' | 'admin', string>;
  const quiet = !process.env.E2E_VERBOSE;
  const [apiPort, shellPort] = [await freePort(), await freePort()];
  const url = `http://127.0.0.1:${shellPort}`;
  const api = await startApi({
    port: apiPort,
    quiet,
    env: {
      MONGODB_URI: process.env.E2E_MONGODB_URI!,
      DB_NAME: dbName,
      JWT_SECRET: 'e2e-second-site-jwt-secret-long-enough-for-hs256',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      BCRYPT_ROUNDS: '4',
      SEED_SAMPLE_CONTENT: 'false',
      MAIL_DISABLED: 'true',
      PUBLIC_SITE_URL: url,
      CORS_ORIGINS: url,
      LOG_LEVEL: 'warn',
    },
  });
  const shell = await startShell({ port: shellPort, apiPort, remoteOrigins: origins, quiet }).catch(async (error: unknown) => {
    await api.stop();
    throw error;
  });
  return {
    url,
    stop: async () => {
      await shell.stop();
      await api.stop();
    },
  };
}

/** A post with an uploaded image in its body, published on the run's site through its API. */
async function publishPostWithImage(request: APIRequestContext, apiUrl: string, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const png = await sharp({ create: { ...SIZE, channels: 3, background: '#2a9d8f' } })
    .png()
    .toBuffer();
  const upload = await request.post(`${apiUrl}/api/admin/media`, {
    headers,
    multipart: { file: { name: 'transfer.png', mimeType: 'image/png', buffer: png } },
  });
  expect(upload.status()).toBe(201);
  const image = (await upload.json()) as { id: string; url: string };
  const suffix = uniqueSuffix();
  const created = await request.post(`${apiUrl}/api/posts`, {
    headers,
    data: {
      title: `Moved with the export ${suffix}`,
      content: `<p>This story travelled to another site ${suffix}.</p><p><img src="${image.url}" alt="Transfer chart ${suffix}"></p>`,
      published: true,
    },
  });
  expect(created.status()).toBe(201);
  const post = (await created.json()) as { id: number; slug: string; title: string };
  return { ...post, image, suffix };
}

/** The image has loaded its picture: a broken or pending one has no natural width. */
const naturalWidth = (page: Page, alt: string) =>
  main(page)
    .getByRole('img', { name: alt })
    .evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0));

test('the content exported from one site and imported into another shows the same post and image there', async ({
  page,
  request,
  site,
}) => {
  test.skip(!process.env.E2E_REMOTE_ORIGINS || !process.env.E2E_MONGODB_URI, 'needs the stack of the global setup');
  test.setTimeout(120_000);
  const dbName = `fns_e2e_transfer_${uniqueSuffix()}`;
  // The second site starts while the first one exports.
  const starting = startSecondSite(dbName);
  const token = await adminToken(request, site.apiUrl);
  const post = await publishPostWithImage(request, site.apiUrl, token);
  const headers = { Authorization: `Bearer ${token}` };
  try {
    // Site one: the console's download.
    await storeToken(page, token);
    await page.goto('/admin/export-import');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download content export' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^content-export-\d{4}-\d{2}-\d{2}\.tar\.gz$/);
    await expect(page.getByRole('status').filter({ hasText: 'Downloaded content-export-' })).toBeVisible();

    // Site two: sign in, import the file, read the report.
    const second = await starting;
    await page.goto(`${second.url}/admin/login`);
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(`${second.url}/admin/dashboard`);
    await page.goto(`${second.url}/admin/export-import`);
    await page.getByLabel('Content export file').setInputFiles(await download.path());
    await page.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Imported \d+ posts?/ })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('table', { name: 'What became of each record' })).toBeVisible();

    // Site two's page of the post: its title, its body, and its image, loaded, byte for byte the first site's.
    await page.goto(`${second.url}/blog/${post.slug}`);
    await expect(main(page).getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(main(page).getByText(`This story travelled to another site ${post.suffix}.`)).toBeVisible();
    const alt = `Transfer chart ${post.suffix}`;
    await expect.poll(() => naturalWidth(page, alt)).toBe(SIZE.width);
    const shown = await main(page)
      .getByRole('img', { name: alt })
      .evaluate((element: HTMLImageElement) => element.currentSrc);
    expect(new URL(shown).origin).toBe(second.url);
    const [there, here] = await Promise.all([request.get(shown), request.get(`${site.url}${post.image.url}`)]);
    expect(Buffer.compare(await there.body(), await here.body())).toBe(0);
  } finally {
    await (await starting.catch(() => null))?.stop();
    const client = await MongoClient.connect(process.env.E2E_MONGODB_URI!);
    await client.db(dbName).dropDatabase();
    await client.close();
    // Only what this test wrote on the shared site goes.
    await request.delete(`${site.apiUrl}/api/posts/${post.id}`, { headers });
    await request.delete(`${site.apiUrl}/api/admin/media/${post.image.id}`, { headers });
  }
});
