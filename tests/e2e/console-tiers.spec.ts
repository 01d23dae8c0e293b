// The VIP tiers from the operator's side (issue 27, item 5): the admin edits
// the ladder in the Tiers tab (a refusal in the operator's language, then a
// save "for the next review" that leaves the ladder in force as it is), and
// grants a player a tier by hand with a reason and an end day; the player,
// in a second browser, sees the granted tier on /vip, "granted by the club
// until" that day. A fresh player, not demo01: the screens' baselines and
// other specs read the demo player's card on this same server.
import { expect, test } from '@playwright/test';
import { signInConsole } from './support/console';
import { logIn } from './support/games';
import { registerPlayer } from './support/players';

test.use({ viewport: { width: 1280, height: 800 } });

/** The GMT+8 calendar day `days` from now, as YYYY-MM-DD and as the app prints it. */
function dayAhead(days: number): { iso: string; shown: string } {
  const iso = new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
  const [y, m, d] = iso.split('-');
  return { iso, shown: `${d}/${m}/${y}` };
}

test('the operator edits a tier and sets a manual tier; the player sees the granted tier on /vip', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.slow(); // two browsers, the console and the player's home
  const player = await registerPlayer(request);
  await signInConsole(page);
  await page.getByTestId('console-tab-tiers').click();

  // The ladder in force (the demo seed's), its players, and nothing waiting yet.
  const current = page.getByTestId('console-tiers-current');
  await expect(current.getByTestId('console-tiers-current-tier-1')).toContainText('Jade');
  await expect(current.getByTestId('console-tiers-current-tier-1')).toContainText('1,000');
  await expect(page.getByTestId('console-tiers-chart')).toBeVisible();

  // A first tier above 0: the server's key, in the operator's language.
  const editor = page.getByTestId('console-tiers-editor');
  await editor.getByTestId('console-tier-0-threshold').fill('5');
  await editor.getByTestId('console-tiers-save').click();
  await expect(editor.getByRole('alert')).toHaveText(
    'The first tier starts at 0 points and each next tier needs more points than the one before',
  );

  await editor.getByTestId('console-tier-0-threshold').fill('0');
  await editor.getByTestId('console-tier-1').getByLabel('Monthly bonus coins (0 to 100000)').fill('75');
  await editor.getByTestId('console-tier-1-threshold').fill('1200');
  await editor.getByTestId('console-tiers-save').click();
  await expect(editor.getByRole('status')).toContainText(/^Saved\. It counts from \d{2}\/\d{2}\/\d{4}/);
  const next = page.getByTestId('console-tiers-next');
  await expect(next).toContainText('Saved for the next review: counts from');
  await expect(next.getByTestId('console-tiers-next-tier-1')).toContainText('1,200');
  await expect(next.getByTestId('console-tiers-next-tier-1')).toContainText('75');
  // Never retroactive: the ladder in force is as it was.
  await expect(current.getByTestId('console-tiers-current-tier-1')).toContainText('1,000');

  // The player view: a manual tier (Jade) until a day, with a reason.
  await page.getByTestId('console-tab-players').click();
  await page.getByTestId('console-player-q').fill(player.uid);
  await page.getByTestId('console-player-q').press('Enter');
  const block = page.getByTestId(`console-player-tier-${player.uid}`);
  await expect(block.getByTestId('console-player-tier-status')).toContainText('Pearl: 0 points');
  const until = dayAhead(10);
  await block.getByTestId('console-tier-manual-tier').selectOption({ label: 'Jade' });
  await block.getByTestId('console-tier-manual-until').fill(until.iso);
  await block.getByTestId('console-tier-manual-reason').fill('VIP night guest');
  await block.getByTestId('console-tier-manual-save').click();
  await expect(block.getByTestId('console-tier-manual').getByRole('status')).toHaveText(`Done. Jade until ${until.shown}.`);
  await expect(block.getByTestId('console-player-tier-manual')).toHaveText(`Granted by hand until ${until.shown}: VIP night guest`);

  // The player, in a browser of their own: the granted tier, and until when.
  const phone = await browser.newContext({ ...testInfo.project.use, viewport: { width: 412, height: 915 } });
  const mine = await phone.newPage();
  await logIn(mine, player);
  await mine.goto('/vip');
  const card = mine.getByTestId('tier-card');
  await expect(card.getByTestId('tier-name')).toHaveText('Jade', { timeout: 15_000 });
  await expect(card.getByText(`Granted by the club until ${until.shown}`, { exact: true })).toBeVisible();
  await phone.close();
});
