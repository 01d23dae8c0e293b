import { describe, expect, it, vi } from 'vitest';
import type { Lang } from '../../contract/constants';
import { addSection, currentLang, getTranslator, loadLanguage, onLanguageChange, t } from './index';

// One file, one module instance: the order of these tests is the language history.
describe('i18n', () => {
  it('returns the key before any dictionary is loaded', () => {
    expect(t('nav.home')).toBe('nav.home');
    expect(currentLang()).toBe('en');
  });

  it('loads English, sets the html lang and substitutes {{0}}', async () => {
    await loadLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(t('msg.tooFrequentSeconds', [30])).toBe('The request is too frequent, please try again later (30 seconds)');
    expect(t('coin.expiring', [12.5, '05/03/2026'])).toBe('12.5 coins expire on 05/03/2026');
    expect(t('msg.playerInsufficientCoin', ['ali88'])).toBe('Player ali88 Insufficient Coin');
    // A count of one agrees with its noun in English.
    expect(t('msg.tooFrequentSeconds', [1])).toBe('The request is too frequent, please try again later (1 second)');
    expect(t('coin.expiring', [1, '05/03/2026'])).toBe('1 coin expires on 05/03/2026');
  });

  it('falls back to the key and never throws', () => {
    expect(t('msg.noSuchKey')).toBe('msg.noSuchKey');
    expect(t('Some raw server text.')).toBe('Some raw server text.');
    expect(t('title.setting')).toBe('title.setting');
    expect(t('msg.hasOwnProperty')).toBe('msg.hasOwnProperty');
    expect(t('__proto__.toString')).toBe('__proto__.toString');
    expect(t('')).toBe('');
  });

  it('switches language and notifies subscribers once per change', async () => {
    const listener = vi.fn();
    const before = getTranslator();
    const off = onLanguageChange(listener);
    await loadLanguage('zh');
    expect(currentLang()).toBe('zh');
    expect(document.documentElement.lang).toBe('zh-Hans');
    expect(t('nav.home')).toBe('首页');
    expect(t('msg.tooFrequentSeconds', [5])).toBe('请求过于频繁，请在 5 秒后再试');
    expect(getTranslator()).not.toBe(before);
    await loadLanguage('zh');
    expect(listener).toHaveBeenCalledTimes(1);
    off();
    await loadLanguage('ms');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(t('nav.home')).toBe('Utama');
  });

  it('lets the latest request win when loads overlap', async () => {
    await Promise.all([loadLanguage('zh'), loadLanguage('en')]);
    expect(currentLang()).toBe('en');
    expect(t('nav.home')).toBe('Home');
  });

  it('treats an unknown saved language as the default', async () => {
    await loadLanguage('zh');
    const saved: string = 'fr';
    await loadLanguage(saved as Lang);
    expect(currentLang()).toBe('en');
  });

  // The operator console's texts come this way, out of the players' dictionary chunks.
  it('adds a section to the active language and loads it with every later one', async () => {
    await loadLanguage('en');
    const listener = vi.fn();
    const off = onLanguageChange(listener);
    const section = {
      en: vi.fn(async () => ({ extra: { hello: 'Hello {{0}}' } })),
      zh: vi.fn(async () => ({ extra: { hello: '你好 {{0}}' } })),
      ms: vi.fn(async () => ({ extra: { hello: 'Helo {{0}}' } })),
    };
    expect(t('extra.hello', ['Ali'])).toBe('extra.hello');
    await addSection(section);
    expect(t('extra.hello', ['Ali'])).toBe('Hello Ali');
    expect(t('nav.home')).toBe('Home');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(section.zh).not.toHaveBeenCalled();
    await loadLanguage('zh');
    expect(t('extra.hello', ['Ali'])).toBe('你好 Ali');
    expect(section.ms).not.toHaveBeenCalled();
    await addSection(section);
    expect(section.zh).toHaveBeenCalledTimes(1);
    off();
  });

  it('fetches a section registered while a language loads before switching to it', async () => {
    const late = {
      en: async () => ({ late: { text: 'Late' } }),
      zh: async () => ({ late: { text: '迟到' } }),
      ms: async () => ({ late: { text: 'Lewat' } }),
    };
    await Promise.all([loadLanguage('ms'), addSection(late)]);
    expect(currentLang()).toBe('ms');
    expect(t('late.text')).toBe('Lewat');
    expect(t('extra.hello', ['Ali'])).toBe('Helo Ali');
  });
});
