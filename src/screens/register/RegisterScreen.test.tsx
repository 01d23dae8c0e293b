import { beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '../../../contract/errors';
import { API } from '../../../contract/routes';
import { configureApi } from '../../api/client';
import { clearCounter, setCounter } from '../../state/counters';
import { playerState, resetPlayer } from '../../state/player';
import { fail, ok, screenHarness } from '../testing';
import { clearDraft } from './registerDraft';
import RegisterScreen from './RegisterScreen';
import { OTP_WAIT_KEY } from './otpTimer';

const h = screenHarness();
const $ = (selector: string) => h.container.querySelector<HTMLInputElement>(selector);
const message = (field: string) => $(`[data-testid="register-${field}-message"]`)?.textContent;

const type = (selector: string, value: string) => h.type($(selector), value);

async function fillValidForm() {
  await type('#register-uid', 'player01');
  await h.click($('[data-testid="uid-check"]'));
  await type('#register-fullName', 'Siti Aminah');
  await type('#register-password', 'secret123');
  await type('#register-confirmPassword', 'secret123');
  await type('#register-phone', '12 345 6789');
  await h.click($('[data-testid="otp-send"]'));
  await type('#register-otp', '123456');
  await h.click($('#register-terms'));
}

beforeEach(() => {
  clearDraft();
  clearCounter(OTP_WAIT_KEY);
  resetPlayer();
  configureApi({ storeCounter: setCounter, storeMessage: () => undefined, onLogout: () => undefined });
  h.answers.set(`POST ${API.uidCheck}`, ok({ available: true }));
  h.answers.set(`POST ${API.otp}`, ok({ resendIn: 60, expiresIn: 300 }));
});

describe('RegisterScreen', () => {
  it('sends the normalised form with the referrer and the language', async () => {
    playerState.referrer = 'aff-9';
    h.answers.set(`POST ${API.register}`, fail(400, MSG.incorrectVerificationCode));
    await h.render(<RegisterScreen />);
    await fillValidForm();
    expect(message('uid')).toBe('UID is available');
    expect($('[data-testid="otp-send"]')?.textContent).toBe('Resend in 60s');
    expect(h.calls.find((c) => c.url === API.otp)?.body).toEqual({ phone: '+60123456789', purpose: 'register', language: 'en' });
    await h.click($('button[type="submit"]'));
    expect(h.calls.find((c) => c.url === API.register)?.body).toEqual({
      uid: 'player01',
      fullName: 'Siti Aminah',
      password: 'secret123',
      confirmPassword: 'secret123',
      phone: '+60123456789',
      otp: '123456',
      terms: true,
      referrer: 'aff-9',
      language: 'en',
    });
    expect(message('otp')).toBe('Incorrect verification code');
    expect($('#register-otp')?.getAttribute('aria-describedby')).toContain('register-otp-message');
  });

  it('says how many tries a wrong code has left, and after the last one asks for a new code', async () => {
    const wrong = (count: number) => ({ status: 400, data: { message: MSG.incorrectVerificationCode, typ: 'otp', count } });
    h.answers.set(`POST ${API.register}`, wrong(3));
    await h.render(<RegisterScreen />);
    await fillValidForm();
    await h.click($('button[type="submit"]'));
    expect(message('otp')).toBe('Incorrect verification code: 3 tries left');
    expect($('[data-testid="otp-send"]')?.textContent).toMatch(/^Resend in \d+s$/);
    h.answers.set(`POST ${API.register}`, wrong(0));
    await h.click($('button[type="submit"]'));
    expect(message('otp')).toBe('Incorrect verification code. That was the last try: send a new code.');
    // The code is spent: a new one may be asked for at once.
    expect($('[data-testid="otp-send"]')?.textContent).toBe('Resend OTP');
    expect(($('[data-testid="otp-send"]') as HTMLButtonElement | null)?.disabled).toBe(false);
  });

  it("sends the register token of the H5 platform's link; a refused one is said and dropped, so the player can still register", async () => {
    const token = 'rt_'.padEnd(43, 'x');
    window.history.replaceState(null, '', `/register?registerToken=${token}`);
    try {
      h.answers.set(`POST ${API.register}`, fail(400, MSG.invalidRegisterToken));
      await h.render(<RegisterScreen />);
      await fillValidForm();
      await h.click($('button[type="submit"]'));
      expect((h.calls.findLast((c) => c.url === API.register)?.body as { registerToken?: string }).registerToken).toBe(token);
      expect($('[data-testid="form-error"]')?.textContent).toBe('Invalid Register Token');
      await h.click($('button[type="submit"]'));
      expect(h.calls.findLast((c) => c.url === API.register)?.body).not.toHaveProperty('registerToken');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('an expired code says so at the OTP field and makes resend available at once', async () => {
    h.answers.set(`POST ${API.register}`, fail(400, MSG.otpExpired));
    await h.render(<RegisterScreen />);
    await fillValidForm();
    expect($('[data-testid="otp-send"]')?.disabled).toBe(true);
    await h.click($('button[type="submit"]'));
    expect(message('otp')).toBe('The OTP has expired, please request a new one');
    const send = $('[data-testid="otp-send"]');
    expect(send?.disabled).toBe(false);
    expect(send?.textContent).toBe('Resend OTP');
    expect($('#register-otp')?.value).toBe('123456'); // nothing typed is lost
  });

  it('a 429 on Send OTP shows the wait the client stored, in seconds', async () => {
    await h.render(<RegisterScreen />);
    h.answers.set(`POST ${API.otp}`, { status: 429, data: { message: MSG.tooFrequent, typ: 'otp', wait: 42 } });
    await type('#register-phone', '12 345 6789');
    await h.click($('[data-testid="otp-send"]'));
    expect(message('phone')).toBe('The request is too frequent, please try again later (42 seconds)');
    expect($('[data-testid="otp-send"]')?.textContent).toBe('Resend in 42s');
  });

  it('maps taken UID and phone answers to their fields', async () => {
    h.answers.set(`POST ${API.register}`, fail(409, MSG.phoneExist));
    await h.render(<RegisterScreen />);
    await fillValidForm();
    await h.click($('button[type="submit"]'));
    expect(message('phone')).toBe('Phone Number is already exist');
    h.answers.set(`POST ${API.register}`, fail(409, MSG.accountExist));
    await h.click($('button[type="submit"]'));
    expect(message('uid')).toBe('Account already exist');
    expect(message('phone')).toBe('');
  });
});
