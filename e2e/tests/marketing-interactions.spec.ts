import { expect, main, test } from '../support/fixtures';

test.describe('marketing calls to action and widgets', () => {
  for (const [path, name] of [
    ['/', 'Start Free Trial'],
    ['/', 'Start Your Journey'],
    ['/how-it-works', 'Start Your Journey'],
    ['/legal', 'Start Your Journey'],
    ['/faqs', 'Start Free Trial'],
    ['/features', 'Start Free Trial'],
  ] as const) {
    test(`${path} "${name}" opens the wait list`, async ({ page }) => {
      await page.goto(path);
      await main(page).getByRole('button', { name }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Join the wait list' });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  }

  test('help search filters topics and questions and says when nothing matches', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    await page.goto('/help');
    const content = main(page);
    const search = content.getByRole('searchbox', { name: 'Search help topics' });
    await search.fill('export');
    await content.getByRole('button', { name: 'Search' }).click();
    await expect(content.getByRole('status')).toHaveText('2 results for “export”');
    const topics = content.getByRole('region', { name: 'Browse Help Topics' }).getByRole('heading', { level: 3 });
    await expect(topics).toHaveText(['Security & Privacy']);
    await expect(content.getByRole('button', { name: 'How do I export my data?' })).toHaveAttribute('aria-expanded', 'true');
    expect(logs).toContain('Help search: "export"');

    await search.fill('quantum');
    await search.press('Enter');
    await expect(content.getByRole('status')).toHaveText('No help topics match “quantum”.');
    await content.getByRole('button', { name: 'Clear search' }).click();
    await expect(topics).toHaveCount(6);
  });

  test('help FAQ starts with its first answer open', async ({ page }) => {
    await page.goto('/help');
    const faq = main(page).getByRole('region', { name: 'Frequently Asked Questions' });
    await expect(faq.getByRole('button', { name: 'How do I get started?' })).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByText('14-day free trial')).toBeVisible();
  });

  test('FAQ answers state the plans and the guarantee', async ({ page }) => {
    await page.goto('/faqs');
    const content = main(page);
    await content.getByRole('button', { name: 'What plans do you offer?' }).click();
    await expect(content.getByText(/Explorer .* Founder, our most popular plan, .* Accelerator, our premium plan/)).toBeVisible();
    await content.getByRole('button', { name: 'Do you offer refunds?' }).click();
    await expect(content.getByText('30-day money-back guarantee', { exact: false })).toBeVisible();
    await expect(content.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  test('animation demo keeps one panel open at a time', async ({ page }) => {
    await page.goto('/animation-demo');
    const content = main(page);
    const panel = (name: string) => content.getByRole('button', { name, exact: true });
    await expect(panel('Scroll reveal')).toHaveAttribute('aria-expanded', 'true');
    await panel('Completion overlay').click();
    await expect(panel('Scroll reveal')).toHaveAttribute('aria-expanded', 'false');
    await expect(panel('Completion overlay')).toHaveAttribute('aria-expanded', 'true');
    await content.getByRole('button', { name: 'Complete a milestone' }).click();
    await expect(page.getByText('Milestone complete!')).toBeVisible();
    await expect(page.getByText('Milestone complete!')).toBeHidden({ timeout: 6_000 });
    await panel('Completion overlay').click();
    await expect(panel('Completion overlay')).toHaveAttribute('aria-expanded', 'false');
  });

  test('form demo closes an error hint and its sample form opens the completion overlay', async ({ page }) => {
    await page.goto('/form-demo');
    const content = main(page);
    const hints = content.getByRole('region', { name: 'Error hints' });
    await hints.getByRole('button', { name: 'Close error message' }).first().click();
    await expect(hints.getByText('This email address appears to be invalid.')).toBeHidden();
    await hints.getByRole('button', { name: 'Show all error hints' }).click();
    await expect(hints.getByText('This email address appears to be invalid.')).toBeVisible();

    const form = content.getByRole('form', { name: 'Sample contact form' });
    await form.getByLabel('Name').fill('Ada');
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByLabel('Message').fill('Hello there');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message sent!')).toBeVisible();
  });
});
