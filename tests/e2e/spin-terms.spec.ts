// Issue 26, items 6 and 9, as a player sees them: each spin wheel's terms
// screen reached from its detail, with the server's figures (in English and
// in Chinese); Find The Odd's detail telling what a free play earns, not "the
// stake" it does not take; the ambassador page dating its quiz from the
// campaign itself.
import { expect, test } from '@playwright/test';
import { logIn } from './support/games';
import { chooseLanguage } from './support/language';
import { registerPlayer } from './support/players';

test("each wheel's detail leads to its terms: deposit, daily limit, verified accounts, credit times", async ({ page, request }) => {
  await logIn(page, await registerPlayer(request));
  await page.goto('/games/spin-wheel');
  await page.getByTestId('spin-terms-link').click();
  await expect(page).toHaveURL(/\/games\/spin-wheel\/terms$/);
  await expect(page).toHaveTitle(/Spin Terms & Conditions/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spin Terms & Conditions');
  const terms = page.getByTestId('spin-terms-table');
  await expect(terms.locator('[data-term="deposit"]')).toContainText('at least RM30 on your H5 account earns 1 spin');
  await expect(terms.locator('[data-term="limit"]')).toContainText('16 spins a day');
  await expect(page.getByTestId('spin-terms-yours')).toHaveText('Yours: 16 a day, 0 used today');
  await expect(terms.locator('[data-term="who"]')).toContainText('Verified accounts only');
  // A new player is not verified yet: the way to support is on the screen.
  await expect(page.getByTestId('spin-terms-verify')).toHaveAttribute('href', '/helpdesk');
  await expect(terms.locator('[data-term="prizes"]')).toContainText('up to RM50');
  await expect(terms.locator('[data-term="credit"]')).toHaveText(/within 15 minutes; a delayed prize within 24 hours/);
  // Back is the wheel's detail.
  await page.getByRole('link', { name: 'Back' }).first().click();
  await expect(page).toHaveURL(/\/games\/spin-wheel$/);

  await chooseLanguage(page, 'zh');
  await page.goto('/games/spinwheelv2');
  await page.getByTestId('spin-terms-link').click();
  await expect(page).toHaveURL(/\/games\/spinwheelv2\/terms$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('转盘条款与条件');
  await expect(page.getByTestId('spin-terms-table').locator('[data-term="deposit"]')).toContainText('每笔存款满RM30可获得 1 次转盘机会');
  await expect(page.getByTestId('spin-terms-table').locator('[data-term="credit"]')).toContainText('15 分钟内存入您的H5账户');
});

test('a guest is asked to register before the terms, and only the wheels have them', async ({ page }) => {
  await page.goto('/games/spinwheelv2/terms');
  await expect(page).toHaveURL(/\/register$/);
  await page.goto('/games/fto/terms');
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
});

test("Find The Odd's detail says what a free play earns; the ambassador page dates its quiz from the campaign", async ({ page }) => {
  await page.goto('/games/fto');
  const figures = page.getByTestId('game-figures');
  await expect(page.getByTestId('game-play-earns')).toContainText('0 to 10 coins');
  await expect(page.getByTestId('game-play-earns')).toContainText('1.21 on average when every tap is a guess');
  await expect(figures).toContainText('97.00%');
  await expect(figures).toContainText('none of your coins are at stake');
  await expect(figures).not.toContainText('the stake');
  await expect(page.getByTestId('spin-terms-link')).toHaveCount(0);

  await page.goto('/brand-ambassador');
  await expect(page.getByTestId('quiz-entry-when')).toHaveText(/^\d{2}\/\d{2}\/\d{4} to \d{2}\/\d{2}\/\d{4} \(GMT\+8\)$/);
  await expect(page.locator('main')).toContainText('The first campaign ran from 2 to 14 October 2024 (GMT+8)');
});
