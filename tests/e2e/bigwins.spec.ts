// The big-wins feed end to end on the production build: an operator lowers
// the feed's threshold in the console's API, a player cashes a squid bridge
// out after one safe step, and another player's home shows that win, masked,
// without a reload (the list was read before the win: only the socket can
// bring it). The name is masked by the server (tests/server/big-wins.test.ts
// checks the full name is in no answer). Bridges come from the player's seed, so the player bets again
// until a first step holds.
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { AdminWagerSettings } from '../../contract/games/wagerConsole';
import { WAGER_CONSOLE_API } from '../../contract/games/wagerConsole';
import type { SquidAnswer } from '../../contract/games/squidgame';
import { SQUID_API, squidPayout } from '../../contract/games/squidRules';
import { maskName } from '../../contract/names';
import { ADMIN_API } from '../../contract/adminRoutes';
import { DEMO_OPERATOR } from '../../server/db/seed/credentials';
import { formatNumber } from '../../src/lib/format';
import { sealed } from './support/api';
import { logIn } from './support/games';
import { registerPlayer, type RegisteredPlayer } from './support/players';

/** An odd bet, so this test's win is told apart from other specs' cash-outs in the same feed. */
const BET = 37;
const MAX_BRIDGES = 40;

async function operatorToken(request: APIRequestContext): Promise<string> {
  return ((await sealed(request, 'post', ADMIN_API.login, DEMO_OPERATOR)) as { token: string }).token;
}

/** Bets until a first step holds, then cashes out: one win at squidPayout(BET, 1). */
async function cashOutOneStep(request: APIRequestContext, player: RegisteredPlayer): Promise<SquidAnswer> {
  for (let i = 0; i < MAX_BRIDGES; i++) {
    const placed = (await sealed(request, 'post', SQUID_API.bet, { bet: BET, idempotencyKey: randomUUID() }, player.token)) as SquidAnswer;
    const stepped = (await sealed(
      request,
      'post',
      SQUID_API.step,
      { bridgeId: placed.bridge.id, step: 1, panel: 'left' },
      player.token,
    )) as SquidAnswer;
    if (stepped.bridge.state === 'open')
      return (await sealed(request, 'post', SQUID_API.cashout, { bridgeId: placed.bridge.id }, player.token)) as SquidAnswer;
  }
  throw new Error(`no safe first step in ${MAX_BRIDGES} bridges`);
}

test("a cash-out over the operator's threshold reaches another player's home over the socket, name masked", async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await operatorToken(request);
  const before = (await (
    await request.get(`/api/${WAGER_CONSOLE_API.settings}`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as AdminWagerSettings;
  // One safe step pays 1.92x: big from 1.5x on.
  await sealed(request, 'put', WAGER_CONSOLE_API.bigWins, { minMultiplier: 1.5, minPayout: 0, perMinute: 60 }, token);
  try {
    const [watcher, winner] = await Promise.all([registerPlayer(request), registerPlayer(request)]);
    await sealed(request, 'post', ADMIN_API.playerAdjust(winner.uid), { amount: 2000, reason: 'e2e big wins' }, token);
    await logIn(page, watcher);
    const ticker = page.getByTestId('big-wins');
    // The list is in (a win or the empty line) before the win exists.
    await expect(ticker).toContainText(/won|show up here/);

    const line = `${maskName(winner.fullName)} won ${formatNumber(squidPayout(BET, 1))} coins ×1.92 on Squid Game`;
    // The watcher's socket may still be connecting at the first win: another win then shows the push.
    await expect(async () => {
      expect((await cashOutOneStep(request, winner)).bridge.state).toBe('cashedOut');
      await expect(page.getByTestId('big-win').filter({ hasText: line })).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 60_000 });
  } finally {
    await sealed(request, 'put', WAGER_CONSOLE_API.bigWins, before.bigWins, token);
  }
});
