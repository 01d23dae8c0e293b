import { expect, test } from '@playwright/test';

test('a guest sees the seeded banners on home, each image loaded', async ({ page }) => {
  const vips = page.waitForResponse((r) => r.url().endsWith('/api/vips') && r.status() === 200);
  await page.goto('/');
  const data = (await (await vips).json()) as { banners: { img_en: string }[] };
  expect(data.banners.length).toBeGreaterThan(0);

  const images = page.getByTestId('banners').locator('img');
  await expect(images).toHaveCount(data.banners.length);
  for (const [i, banner] of data.banners.entries()) {
    const img = images.nth(i);
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveAttribute('src', banner.img_en);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  }
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});

test('the banners arrive without moving what is below them', async ({ page }) => {
  // The refresh answer is held until the first screen has been measured without it.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/vips', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const cta = page.getByTestId('guest-cta');
  await expect(cta).toBeVisible();
  await expect(page.getByTestId('banners-placeholder')).toBeVisible();
  const before = await cta.boundingBox();

  release();
  await expect(page.getByTestId('banners').locator('img').first()).toBeVisible();
  await expect(page.getByTestId('banners-placeholder')).toHaveCount(0);
  expect(await cta.boundingBox()).toEqual(before);
});

test('an unknown path shows the 404 view with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('404')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
