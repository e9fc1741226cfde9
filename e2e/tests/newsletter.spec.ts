import { expect, readLikeAPerson, test, uniqueEmail } from '../support/fixtures';

test.describe('footer newsletter form', () => {
  test('subscribes an e-mail once and says so', async ({ page, db }) => {
    await page.goto('/about');
    await readLikeAPerson(page);
    const footer = page.getByRole('contentinfo');
    const email = uniqueEmail('newsletter');
    for (let time = 0; time < 2; time++) {
      await footer.getByLabel('Email address').fill(email);
      await footer.getByRole('button', { name: 'Subscribe' }).click();
      await expect(footer.getByRole('status')).toHaveText('Thanks for subscribing! Look out for our next letter.');
      await expect(footer.getByLabel('Email address')).toHaveValue('');
    }
    expect(await db.collection('newsletter_subscribers').countDocuments({ email })).toBe(1);
  });

  test('requires an e-mail address (browser validation) and shows service errors', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    const input = footer.getByLabel('Email address');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    expect(await input.evaluate((element: HTMLInputElement) => element.validity.valueMissing)).toBe(true);

    await page.route('**/api/newsletter', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'The database is unavailable right now.' }),
      }),
    );
    await input.fill(uniqueEmail('down'));
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('alert')).toHaveText('The database is unavailable right now.');
  });
});
