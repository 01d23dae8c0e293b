// Shared by the screens specs: a caller address per test (the server's
// per-address throttles on OTP and registration would otherwise be shared by
// every test of the run), fresh UIDs and phones, and the register form filled
// the way a player fills it, with the SMS code read back from the outbox.
import { randomInt } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { readOtp as readOutbox, uniqueIpHeaders } from './support/players';

export const uniqueUid = (): string =>
  `e2e${randomInt(36 ** 5)
    .toString(36)
    .padStart(5, '0')}${randomInt(10)}`;
/** National number without the leading 0 (what a player types after the +60): 11 + 8 digits. */
export const uniquePhone = (): string => `11${String(randomInt(1e8)).padStart(8, '0')}`;

export const test = base.extend({
  // Browser pages and API calls of one test share an address of their own.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  extraHTTPHeaders: async ({}, use) => use(uniqueIpHeaders()),
});
export { expect };

/** The newest code texted to a number typed after the +60. */
export const readOtp = (request: APIRequestContext, phone: string): Promise<string> => readOutbox(request, `+60${phone}`);
/**
 * Whether the saved app state (IndexedDB) says logged in. A full page load
 * right after login must wait for it: the guard moves on before the write
 * lands, and a load that reads the older, guest state drops the session.
 */
export function savedAsLoggedIn(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const get = open.result.transaction('keyval', 'readonly').objectStore('keyval').get('vip-club:state');
          get.onerror = () => resolve(false);
          get.onsuccess = () =>
            resolve((get.result as { data?: { player?: { authenticated?: boolean } } } | undefined)?.data?.player?.authenticated === true);
        };
      }),
  );
}

export interface NewPlayer {
  uid: string;
  fullName: string;
  password: string;
  phone: string;
}

export const newPlayer = (): NewPlayer => ({ uid: uniqueUid(), fullName: 'Siti binti Ahmad', password: 'secret123', phone: uniquePhone() });

/** Fills the whole register form the way a player does, UID check and SMS code included. */
export async function fillRegisterForm(page: Page, request: APIRequestContext, p: NewPlayer, { terms = true } = {}): Promise<string> {
  await page.getByLabel('UID', { exact: true }).fill(p.uid);
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByTestId('register-uid-message')).toHaveText('UID is available');
  await page.getByLabel('Full Name').fill(p.fullName);
  await page.getByLabel('Password', { exact: true }).fill(p.password);
  await page.getByLabel('Confirm Password').fill(p.password);
  await page.getByLabel('Phone Number').fill(p.phone);
  await page.getByTestId('otp-send').click();
  await expect(page.getByTestId('otp-send')).toHaveText(/^Resend in \d+s$/);
  await expect(page.getByLabel('OTP')).toBeFocused();
  const code = await readOtp(request, p.phone);
  await page.getByLabel('OTP').fill(code);
  if (terms) await page.getByRole('checkbox').check();
  return code;
}
