// Around a squid game in the browser: coins for a fresh player (an operator's
// adjustment) and where a glass panel is on the page, to tap it.
import type { APIRequestContext, Page } from '@playwright/test';
import type { Panel } from '../../../contract/games/squidRules';
import { ADMIN_API } from '../../../contract/adminRoutes';
import { squidLayout } from '../../../engine/games/squidgame/layout';
import { DEMO_OPERATOR } from '../../../server/db/seed/credentials';
import { sealed } from './api';
import type { RegisteredPlayer } from './players';

export async function giveCoins(request: APIRequestContext, player: RegisteredPlayer, amount: number): Promise<void> {
  const { token } = (await sealed(request, 'post', ADMIN_API.login, DEMO_OPERATOR)) as { token: string };
  await sealed(request, 'post', ADMIN_API.playerAdjust(player.uid), { amount, reason: 'e2e squid game' }, token);
}

export type Box = { x: number; y: number; width: number; height: number };

export async function canvasBox(page: Page): Promise<Box> {
  const box = await page.locator('[data-testid="game-view"] canvas').boundingBox();
  if (!box) throw new Error('no canvas');
  return box;
}

/** Where `panel` of `step` is on the page (engine/games/squidgame/layout.ts, at the canvas's pixel ratio of 2). */
export function panelPoint(box: Box, step: number, panel: Panel): { x: number; y: number } {
  const ratio = 2;
  const row = squidLayout(Math.round(box.width * ratio), Math.round(box.height * ratio), ratio).rows[step - 1];
  if (!row) throw new Error(`no step ${step}`);
  return { x: box.x + row[panel].x / ratio, y: box.y + row[panel].y / ratio };
}
