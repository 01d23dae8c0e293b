import { describe, expect, it } from 'vitest';
import { DISMISS_DAYS, installMode, isDismissed, isIosSafari, type InstallEnv } from './install';

const base: InstallEnv = { standalone: false, telegram: false, iosSafari: false, hasPrompt: false, dismissed: false };

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

describe('installMode', () => {
  it('uses the browser prompt where it fired', () => {
    expect(installMode({ ...base, hasPrompt: true })).toBe('prompt');
  });

  it('shows the Share steps on iOS Safari', () => {
    expect(installMode({ ...base, iosSafari: true })).toBe('ios');
  });

  it('shows nothing when there is no way to install', () => {
    expect(installMode(base)).toBe('none');
  });

  it.each(['standalone', 'telegram', 'dismissed'] as const)('shows nothing when %s', (flag) => {
    expect(installMode({ ...base, hasPrompt: true, iosSafari: true, [flag]: true })).toBe('none');
  });
});

describe('isIosSafari', () => {
  it('knows Safari on iPhone and on iPad in desktop mode', () => {
    expect(isIosSafari(IPHONE_SAFARI, 5)).toBe(true);
    expect(isIosSafari(IPAD_DESKTOP, 5)).toBe(true);
  });

  it('leaves out other iOS browsers, a real Mac and Android', () => {
    expect(isIosSafari(IPHONE_CHROME, 5)).toBe(false);
    expect(isIosSafari(IPAD_DESKTOP, 0)).toBe(false);
    expect(isIosSafari(ANDROID_CHROME, 5)).toBe(false);
  });
});

describe('isDismissed', () => {
  const now = 1_800_000_000_000;
  it('remembers a dismissal for a while, then offers again', () => {
    expect(isDismissed(String(now - 1000), now)).toBe(true);
    expect(isDismissed(String(now - DISMISS_DAYS * 86_400_000), now)).toBe(false);
  });

  it('ignores nothing stored, garbage or a future date', () => {
    expect(isDismissed(null, now)).toBe(false);
    expect(isDismissed('soon', now)).toBe(false);
    expect(isDismissed(String(now + 60_000), now)).toBe(false);
  });
});
