import { describe, expect, it } from 'vitest';
import { MSG, type MsgKey } from '../../contract/errors';
import type { Lang } from '../../contract/constants';
import { en, type Dict, type DictTree } from './dict/en';
import { zh } from './dict/zh';
import { ms } from './dict/ms';
import type { DictKey } from './index';
import { games as gamesEn } from './dict/en/games';
import { games as gamesZh } from './dict/zh/games';
import { games as gamesMs } from './dict/ms/games';
import { account as accountEn } from './dict/en/account';
import { account as accountZh } from './dict/zh/account';
import { account as accountMs } from './dict/ms/account';
import { quiz as quizEn } from './dict/en/quiz';
import { quiz as quizZh } from './dict/zh/quiz';
import { quiz as quizMs } from './dict/ms/quiz';
import { vip as vipEn } from './dict/en/vip';
import { vip as vipZh } from './dict/zh/vip';
import { vip as vipMs } from './dict/ms/vip';
import { operatorConsole as consoleEn } from '../console/i18n/ConsoleApp-en';
import { operatorConsole as consoleZh } from '../console/i18n/ConsoleApp-zh';
import { operatorConsole as consoleMs } from '../console/i18n/ConsoleApp-ms';

const players: Record<Lang, Dict> = { en, zh, ms };
// The games' texts, the operator console's, the account section, the quiz's and
// the VIP screens' load apart from the players' dictionary
// (src/game/gamesDictionary.ts, src/console/i18n, src/i18n/accountTexts.ts,
// src/screens/quiz/quizTexts.ts, src/screens/vip/vipTexts.ts, merged as
// `games.*`, `console.*`, `wallet.*`, `limits.*`, `telegram.*`, `event.*`,
// `quiz.*` and `vip.*` at run time); the same rules apply.
const dicts: Record<Lang, DictTree> = {
  en: { ...en, ...accountEn, quiz: quizEn, vip: vipEn, games: gamesEn, console: consoleEn },
  zh: { ...zh, ...accountZh, quiz: quizZh, vip: vipZh, games: gamesZh, console: consoleZh },
  ms: { ...ms, ...accountMs, quiz: quizMs, vip: vipMs, games: gamesMs, console: consoleMs },
};

// Compile-time half of the MSG check: a key added to contract/errors.ts
// without an English text fails type-checking before this test even runs.
const msgKeysAreDictKeys: MsgKey extends DictKey ? true : false = true;

// Texts that are legitimately the same in every language: proper names, the
// 'UID' acronym, each language's own name, an amount in ringgit (RM10.00) and a mission's 'n / m'. Anything else equal to English is
// almost certainly an untranslated copy.
const SAME_AS_EN: Record<Exclude<Lang, 'en'>, readonly string[]> = {
  zh: [
    'lang.en',
    'lang.zh',
    'lang.ms',
    'contact.whatsapp',
    'contact.telegram',
    'contact.facebook',
    'login.uid',
    'register.uid',
    'wallet.redeem.credit',
    'console.redemptions.credit',
    'missions.progress',
  ],
  ms: [
    'lang.en',
    'lang.zh',
    'lang.ms',
    'contact.whatsapp',
    'contact.telegram',
    'contact.facebook',
    'login.uid',
    'register.uid',
    'wallet.redeem.credit',
    'console.redemptions.credit',
    'missions.progress',
    'vip.mine.source.deposit',
    'console.field.labelled',
  ],
};

function flatten(tree: DictTree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix + key;
    if (typeof value === 'string') out.set(path, value);
    else flatten(value, `${path}.`, out);
  }
  return out;
}

function placeholders(text: string): string[] {
  return Array.from(text.matchAll(/\{\{\s*(.*?)\s*\}\}/g), (m) => m[1] ?? '').sort();
}

const flat = Object.fromEntries(Object.entries(dicts).map(([lang, d]) => [lang, flatten(d)])) as Record<Lang, Map<string, string>>;
const others = (['zh', 'ms'] as const).map((lang) => [lang, flat[lang]] as const);

describe('dictionaries', () => {
  it('has MSG keys as typed dictionary keys', () => {
    expect(msgKeysAreDictKeys).toBe(true);
  });

  it.each(Object.entries(players))("%s players' dictionary carries no console, games, quiz, VIP or account texts", (_lang, dict) => {
    for (const section of ['console', 'games', 'quiz', 'vip', ...Object.keys(accountEn)]) expect(Object.keys(dict)).not.toContain(section);
  });

  it('checks the console, games and account texts too', () => {
    expect(flat.zh.get('console.login.heading')).toBe(consoleZh.login.heading);
    expect(flat.zh.get('games.play.history')).toBe(gamesZh.play.history);
    expect(flat.zh.get('wallet.history.loadMore')).toBe(accountZh.wallet.history.loadMore);
  });

  it.each(others)('%s has exactly the keys of en', (_lang, dict) => {
    const missing = [...flat.en.keys()].filter((k) => !dict.has(k));
    const extra = [...dict.keys()].filter((k) => !flat.en.has(k));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(Object.entries(flat))('%s has no empty text', (_lang, dict) => {
    const empty = [...dict].filter(([, text]) => text.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
  });

  it.each(others)('%s uses the same placeholders as en', (_lang, dict) => {
    const differing = [...flat.en]
      .filter(([key, text]) => placeholders(text).join() !== placeholders(dict.get(key) ?? '').join())
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  // The spec writes {0}; rosetta only fills {{0}}, so a single brace would show raw.
  it.each(Object.entries(flat))('%s has no single-brace placeholder', (_lang, dict) => {
    const bad = [...dict].filter(([, text]) => /\{[^{}]*\}/.test(text.replace(/\{\{.*?\}\}/g, ''))).map(([k]) => k);
    expect(bad).toEqual([]);
  });

  it.each(Object.entries(flat))('%s has a text for every MSG key', (_lang, dict) => {
    const missing = Object.values(MSG).filter((key) => !dict.get(key));
    expect(missing).toEqual([]);
  });

  it.each(others)('%s is translated, not copied from en', (lang, dict) => {
    const copied = [...dict].filter(([key, text]) => text === flat.en.get(key) && !SAME_AS_EN[lang].includes(key)).map(([key]) => key);
    expect(copied).toEqual([]);
  });
});
