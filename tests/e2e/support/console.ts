import type { Page } from '@playwright/test';
import { DEMO_OPERATOR } from '../../../server/db/seed/credentials';

/** Signs in to the operator console at /console (the demo operator unless told otherwise). */
export async function signInConsole(
  page: Page,
  username: string = DEMO_OPERATOR.username,
  password: string = DEMO_OPERATOR.password,
): Promise<void> {
  await page.goto('/console');
  await page.getByTestId('console-username').fill(username);
  await page.getByTestId('console-password').fill(password);
  await page.getByTestId('console-login-submit').click();
}
