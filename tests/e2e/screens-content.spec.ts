// The content screens as a guest reads them: helpdesk, promotions, the static
// pages and the settings' FAQ and terms, all from the server per language.
import { expect, test } from '@playwright/test';

const DATE = /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M/;

test('helpdesk: the configured contact channels and the FAQs as an accordion', async ({ page }) => {
  await page.goto('/helpdesk');
  await expect(page.getByRole('heading', { name: 'Helpdesk', level: 1 })).toBeVisible();
  const channels = page.getByTestId('contact-channels');
  await expect(channels.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:/);
  await expect(channels.getByRole('link', { name: /Telegram/ })).toBeVisible();
  // The seed leaves live chat as '#': not offered.
  await expect(channels.getByRole('link', { name: /Live Chat/ })).toHaveCount(0);

  const faqs = page.getByTestId('faq-list').locator('details');
  expect(await faqs.count()).toBeGreaterThan(2);
  const first = faqs.first();
  await first.locator('summary').click();
  await expect(first).toHaveAttribute('open', '');
  await expect(first.locator('p')).toBeVisible();
});

test('promotions: art, title, description and dates in DD/MM/YYYY hh:mm A', async ({ page }) => {
  await page.goto('/promotions');
  const cards = page.getByTestId('promotion-list').locator('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(1);
  for (const card of await cards.all()) {
    await expect(card.getByRole('heading', { level: 2 })).not.toBeEmpty();
    await expect(card.getByTestId('promotion-period')).toHaveText(DATE);
  }
  const img = cards.first().locator('img');
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
});

test('terms, privacy and brand ambassador pages show the server text in paragraphs', async ({ page }) => {
  for (const [path, slug, title] of [
    ['/terms-and-conditions', 'terms', 'Terms and Conditions'],
    ['/privacy-policy', 'privacy', 'Privacy Policy'],
    ['/brand-ambassador', 'brand-ambassador', 'Brand Ambassador'],
  ] as const) {
    await page.goto(path);
    const view = page.getByTestId(`page-${slug}`);
    await expect(view.getByRole('heading', { level: 1 }), path).toHaveText(title);
    // The title is the route's own; the text arrives from the server after it.
    await expect.poll(() => view.locator('article p').count(), { message: path }).toBeGreaterThan(1);
  }
});

test('settings for a guest: FAQ and terms sub-pages with a way back, notifications need a login', async ({ page }) => {
  await page.goto('/setting');
  await expect(page.getByTestId('guest-card')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Notification' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Log in to manage notifications' })).toHaveAttribute('href', '/login');
  await expect(page.getByTestId('setting-logout')).toHaveCount(0);

  await page.getByTestId('setting-install').click();
  await expect(page.getByTestId('setting-install')).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('How to install the app')).toBeVisible();

  await page.getByTestId('setting-faq').click();
  await expect(page).toHaveURL(/\/setting\/faq$/);
  await expect(page).toHaveTitle(/^FAQ/);
  await expect(page.getByTestId('faq-list').locator('details').first()).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/setting$/);

  await page.getByTestId('setting-terms').click();
  await expect(page).toHaveURL(/\/setting\/terms-and-conditions$/);
  await expect(page.getByTestId('page-terms').locator('article p').first()).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/setting$/);

  // A private child sends the guest to /register; an unknown one is the 404 view.
  await page.goto('/setting/volume');
  await expect(page).toHaveURL(/\/register$/);
  await page.goto('/setting/nope');
  await expect(page.getByTestId('not-found')).toBeVisible();
});
