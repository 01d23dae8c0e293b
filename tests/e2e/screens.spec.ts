// The register screen as a new player meets it on a phone: the happy path back
// to where they were heading, then each message of SPEC section 5 at its field.
import type { Page } from '@playwright/test';
import { expect, fillRegisterForm, newPlayer, readOtp, test } from './screens.fixtures';

const message = (page: Page, field: string) => page.getByTestId(`register-${field}-message`);

test('a guest on a private path registers with the SMS code and lands back on that path', async ({ page, request }) => {
  await page.goto('/setting/volume');
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();

  await fillRegisterForm(page, request, newPlayer());
  await page.getByRole('button', { name: 'Register', exact: true }).click();

  await expect(page).toHaveURL(/\/setting\/volume$/);
  await expect(page.getByRole('heading', { name: 'Volume' })).toBeVisible();
  // The private screen works for the new player: music off, effects to 80 %, kept across a reload.
  await page.getByRole('switch', { name: 'Play music' }).click();
  await expect(page.getByRole('switch', { name: 'Play music' })).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('slider', { name: 'Sound Effects Volume' }).fill('0.8');
  await expect(page.getByTestId('volume-sfx').locator('output')).toHaveText('80%');
  await page.waitForTimeout(700); // the state is written 500 ms after the last change
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Play music' })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('slider', { name: 'Sound Effects Volume' })).toHaveValue('0.8');
});

test('every field answers bad input with its own message, and focus goes to the first', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(message(page, 'uid')).toHaveText('Invalid UID');
  await expect(message(page, 'fullName')).toHaveText('Invalid Full Name');
  await expect(message(page, 'password')).toHaveText('Invalid Password');
  await expect(message(page, 'confirmPassword')).toHaveText('Invalid Confirm Password');
  await expect(message(page, 'phone')).toHaveText('Invalid Phone Number');
  await expect(message(page, 'otp')).toHaveText('Invalid OTP');
  await expect(message(page, 'terms')).toHaveText('Please check the terms and conditions');
  await expect(page.getByLabel('UID', { exact: true })).toBeFocused();
  // Each message is tied to its input for screen readers.
  await expect(page.getByLabel('Phone Number')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Phone Number')).toHaveAccessibleDescription(/Invalid Phone Number/);

  await page.getByLabel('UID', { exact: true }).fill('1player');
  await page.getByLabel('Password', { exact: true }).fill('abc 12');
  await page.getByLabel('Confirm Password').fill('abc12');
  await page.getByLabel('Phone Number').fill('3 1234 5678');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(message(page, 'uid')).toHaveText('Invalid UID');
  await expect(message(page, 'password')).toHaveText('Invalid Password');
  await expect(message(page, 'confirmPassword')).toHaveText('Invalid Confirm Password');
  await expect(message(page, 'phone')).toHaveText('Invalid Phone Number');

  // A valid but unchecked UID, and a mismatched confirmation of a valid password.
  await page.getByLabel('UID', { exact: true }).fill('player9x');
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm Password').fill('secret124');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(message(page, 'uid')).toHaveText('Please insert UID and check first');
  await expect(message(page, 'password')).toHaveText('');
  await expect(message(page, 'confirmPassword')).toHaveText('Invalid Confirm Password');
  // Nothing typed is lost.
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('secret123');
  await expect(page.getByLabel('Phone Number')).toHaveValue('3 1234 5678');
});

test('the UID check: taken, available, and a changed UID needs a new check', async ({ page }) => {
  await page.goto('/register');
  const uid = page.getByLabel('UID', { exact: true });
  await uid.fill('demo01');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(message(page, 'uid')).toHaveText('Account already exist');

  await uid.fill('fresh9q1');
  await uid.press('Enter'); // Enter in the UID box checks rather than submits
  await expect(message(page, 'uid')).toHaveText('UID is available');
  await uid.press('Backspace');
  await expect(message(page, 'uid')).toHaveText('');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(message(page, 'uid')).toHaveText('Please insert UID and check first');
});

test('unticked terms are answered at the checkbox, with everything else kept', async ({ page, request }) => {
  await page.goto('/register');
  const player = newPlayer();
  const code = await fillRegisterForm(page, request, player, { terms: false });
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(message(page, 'terms')).toHaveText('Please check the terms and conditions');
  await expect(page.getByRole('checkbox')).toBeFocused();
  await expect(page.getByLabel('OTP')).toHaveValue(code);

  // The terms link opens the terms; coming back, the form is as it was.
  await page.getByRole('link', { name: 'Terms & Conditions' }).click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await expect(page.getByTestId('page-terms').locator('article p').first()).toBeVisible();
  await page.goBack();
  await expect(page.getByLabel('UID', { exact: true })).toHaveValue(player.uid);
  await expect(page.getByLabel('OTP')).toHaveValue(code);
  await expect(message(page, 'uid')).toHaveText('UID is available');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a wrong code is answered at the OTP field; after the last try the code expires and a new one is offered', async ({
  page,
  request,
}) => {
  await page.goto('/register');
  const player = newPlayer();
  const code = await fillRegisterForm(page, request, player);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const otp = page.getByLabel('OTP');
  const submit = page.getByRole('button', { name: 'Register', exact: true });

  // The server allows five tries per code; each wrong one says so at the field, with the tries left.
  for (let left = 4; left >= 1; left--) {
    await otp.fill(wrong);
    await submit.click();
    await expect(message(page, 'otp')).toHaveText(`Incorrect verification code: ${left} ${left === 1 ? 'try' : 'tries'} left`);
    await expect(otp).toBeFocused();
  }
  await otp.fill(wrong);
  await submit.click();
  // The last try spent the code: the player is asked for a new one, and may ask at once.
  await expect(message(page, 'otp')).toHaveText('Incorrect verification code. That was the last try: send a new code.');
  const send = page.getByTestId('otp-send');
  await expect(send).toHaveText('Resend OTP');
  await expect(send).toBeEnabled();
  await expect(page.getByLabel('Full Name')).toHaveValue(player.fullName);

  // The code is dead, even the right one.
  await otp.fill(code);
  await submit.click();
  await expect(message(page, 'otp')).toHaveText('The OTP has expired, please request a new one');
  await expect(send).toBeEnabled();

  // The server still allows one code a minute per phone: its 429 wait is shown, counting down.
  await send.click();
  await expect(message(page, 'phone')).toHaveText(/^The request is too frequent, please try again later \(\d+ seconds?\)$/);
  await expect(send).toBeDisabled();
  await expect(send).toHaveText(/^Resend in \d+s$/);
  expect(await readOtp(request, player.phone)).toBe(code); // no new SMS went out
});
