import { adminToken, answerNextConfirm, storeToken, uniqueSuffix } from '../support/admin-session';
import { expect, main, test } from '../support/fixtures';

test.describe('managing categories and tags', () => {
  test.beforeEach(async ({ page, request, site }) => {
    await storeToken(page, await adminToken(request, site.apiUrl));
    await page.goto('/admin/manage-cats-tags');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Manage Categories & Tags' })).toBeVisible();
    await expect(main(page).getByRole('region', { name: 'Categories' }).getByText('FACE', { exact: true })).toBeVisible();
  });

  for (const [type, label, region] of [
    ['category', 'Category', 'Categories'],
    ['tag', 'Tag', 'Tags'],
  ] as const) {
    test(`adds a ${type} and deletes it after confirming`, async ({ page }) => {
      const name = `E2E ${type} ${uniqueSuffix()}`;
      await page.getByLabel('Name').fill(`  ${name}  `);
      await page.getByLabel('Type').selectOption({ label });
      await page.getByRole('button', { name: 'Add', exact: true }).click();

      const list = main(page).getByRole('region', { name: region });
      const item = list.getByRole('listitem').filter({ hasText: name });
      await expect(item).toHaveText(new RegExp(`^${name}DELETE$`));
      await expect(page.getByLabel('Name')).toHaveValue('');

      const question = `Are you sure you want to delete this ${type}?`;
      const dismissed = answerNextConfirm(page, question, false);
      await item.getByRole('button', { name: `Delete ${type} ${name}` }).click();
      await expect.poll(() => dismissed).toEqual([`confirm: ${question}`]);
      await expect(item).toBeVisible();

      const accepted = answerNextConfirm(page, question, true);
      await item.getByRole('button', { name: `Delete ${type} ${name}` }).click();
      await expect(item).toHaveCount(0);
      expect(accepted).toEqual([`confirm: ${question}`]);
    });
  }

  test('sends nothing for a name of spaces only', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      // Calls to the API only: the page's own beacons (its vitals) are no submission.
      if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/')) posts.push(request.url());
    });
    await page.getByLabel('Name').fill('   ');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    // The submit handler runs before this round trip to the page answers; a request would have started by then.
    await expect(page.getByLabel('Name')).toHaveValue('   ');
    expect(posts).toEqual([]);
  });

  test('shows the status of a failed delete', async ({ page }) => {
    await page.route('**/api/tags/*', (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 404, json: { message: 'Tag not found.' } }) : route.fallback(),
    );
    const tags = main(page).getByRole('region', { name: 'Tags' });
    const first = tags.getByRole('listitem').first();
    answerNextConfirm(page, 'Are you sure you want to delete this tag?', true);
    await first.getByRole('button', { name: /^Delete tag / }).click();
    await expect(main(page).getByRole('alert')).toHaveText('Failed to delete tag. Status: 404');
  });
});
