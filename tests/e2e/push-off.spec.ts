// The default build has no Firebase config: the app works and says push is off.
import { expect, test } from '@playwright/test';
import { logIn } from './support/games';
import { registerPlayer } from './support/players';

test('without Firebase configuration the settings say push is off, and offer nothing to turn on', async ({ page, request }) => {
  await logIn(page, await registerPlayer(request));
  await page.goto('/setting');
  await expect(page.getByTestId('push-note')).toHaveText(
    'Push notifications are off in this app. Rewards and messages still arrive in your inbox.',
  );
  await expect(page.getByTestId('push-turn-on')).toHaveCount(0);
  // The account-wide switch still works: it decides whether the inbox alerts at all.
  await expect(page.getByTestId('notify-switch')).toBeEnabled();
});
