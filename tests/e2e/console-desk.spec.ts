// The operator's desk in Malay (issue 26, item 16): the dashboard's charts
// of the last 30 days (titles, legend, the figures as a table), and the
// players found and a player's ledger downloaded as CSV from the players tab.
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN_API } from '../../contract/adminRoutes';
import { DEMO_OPERATOR } from '../../server/db/seed/credentials';
import { sealed } from './support/api';
import { signInConsole } from './support/console';
import { registerPlayer } from './support/players';

test.use({ viewport: { width: 1280, height: 800 } });

/** The lines of the CSV a button downloads, its file name checked. */
async function downloaded(page: Page, button: Locator, name: RegExp): Promise<string[]> {
  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(name);
  return (await readFile(await download.path()))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n');
}

async function signInMalay(page: Page): Promise<void> {
  await signInConsole(page);
  await page.getByTestId('console-lang').selectOption('ms');
}

test('an operator reads the 30-day charts in Malay: titles, legend, totals and the figures as a table', async ({ page }, testInfo) => {
  await signInMalay(page);
  const charts = page.getByTestId('console-desk-charts');
  await expect(charts.getByRole('heading', { name: '30 hari lepas' })).toBeVisible();
  const coins = page.getByTestId('console-chart-coins');
  await expect(coins.getByRole('heading', { name: 'Syiling dikeluarkan dan ditebus setiap hari' })).toBeVisible();
  // Drawn by uPlot: a canvas, the axes' names and the legend with both lines.
  await expect(coins.locator('canvas')).toBeVisible();
  await expect(coins.locator('.u-legend')).toContainText('Dikeluarkan');
  await expect(coins.locator('.u-legend')).toContainText('Ditebus');
  await expect(coins).toContainText('Jumlah 30 hari: Dikeluarkan');
  // The figures' table runs to today's row (the last).
  await coins.getByText('Tunjukkan angka sebagai jadual').click();
  await expect(page.getByTestId('console-chart-coins-table').locator('tbody tr').last()).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  const squid = page.getByTestId('console-chart-game-SQUIDGAME');
  await expect(squid.getByRole('heading')).toContainText('pertaruhan, bayaran dan pulangan');
  await expect(squid).toContainText('(diisytiharkan 96.00%)');
  // Other specs play Squid Game on this server at the same time: its chart is drawn, or says in Malay that the 30 days are empty.
  const drawnOrEmpty = squid.locator('canvas').or(squid.getByText('Belum ada apa-apa dalam 30 hari ini.'));
  await expect(drawnOrEmpty.first()).toBeVisible();
  await expect(page.getByTestId('console-chart-redemptions')).toContainText('Lewat');
  await expect(page.getByTestId('console-chart-active')).toBeVisible();
  await coins.getByText('Tunjukkan angka sebagai jadual').click();
  await charts.screenshot({ path: testInfo.outputPath('charts-ms.png'), scale: 'css' });
});

test("an operator downloads the players found and a player's ledger as CSV from the players tab, in Malay", async ({ page, request }) => {
  const { token } = (await sealed(request, 'post', ADMIN_API.login, DEMO_OPERATOR)) as { token: string };
  const player = await registerPlayer(request);
  await sealed(request, 'post', ADMIN_API.playerAdjust(player.uid), { amount: 12.5, reason: '=bonus, "minggu 2"' }, token);
  await signInMalay(page);

  await page.getByTestId('console-tab-players').click();
  await page.getByTestId('console-player-q').fill(player.uid);
  await page.getByTestId('console-player-q').press('Enter');
  // The players the search found: this one, with the coins just given.
  const players = await downloaded(page, page.getByRole('button', { name: 'CSV pemain' }), /^players-\d{8}\.csv$/);
  expect(players[0]).toBe('uid,name,phone,verified,role,balance,held,spin_daily_limit,blocked,created');
  expect(players.filter((l) => l.startsWith(`${player.uid},`))).toEqual([expect.stringMatching(/,vip,12\.5,0,/)]);

  const lines = await downloaded(page, page.getByTestId(`console-csv-ledger-${player.uid}`), /^ledger-\d{8}\.csv$/);
  expect(lines[0]).toBe('id,type,amount,ref,note,created,expires');
  // The reason a spreadsheet would run as a formula is defused, its quotes and comma kept inside one cell.
  expect(lines.find((l) => l.includes('ADJUST'))).toMatch(
    /,ADJUST,12\.5,[^,]*,"'=bonus, ""minggu 2""",\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM),/,
  );
});
