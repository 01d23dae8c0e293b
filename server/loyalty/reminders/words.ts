// How a reminder before coins expire is worded in each language. The inbox
// keeps all three (the player reads theirs, as with the other messages the
// server writes); push and Telegram send the player's own.
import type { Lang } from '../../../contract/constants';
import type { InboxAction } from '../../../contract/inboxActions';
import type { Localized } from '../../../contract/schemas/common';

export interface ReminderFacts {
  /** whole days until the coins' GMT+8 expiry day: 14, 3 or 1 */
  days: number;
  /** the coins that expire that day, as shown ('1,250.50') */
  coins: string;
  /** the expiry day as DD/MM/YYYY */
  date: string;
  /** coins the player can redeem now, as shown */
  available: string;
  /** the nearest thing the player can do about it: redeem (enough coins available) or play the day's free game */
  action: InboxAction;
}

interface Words {
  /** between the facts and the action: Chinese puts no space after its full stop */
  gap: string;
  title(days: number): string;
  body(f: ReminderFacts): string;
  redeem(available: string): string;
  freeGame: string;
}

const WORDS: Record<Lang, Words> = {
  en: {
    gap: ' ',
    title: (days) => (days === 1 ? 'Your coins expire tomorrow' : `Your coins expire in ${days} days`),
    body: (f) => `${f.coins} ${f.coins === '1' ? 'coin expires' : 'coins expire'} on ${f.date}.`,
    redeem: (available) => `You have ${available} coins available: redeem them now for free credit.`,
    freeGame: "Play today's free Find The Odd to win more coins.",
  },
  zh: {
    gap: '',
    title: (days) => (days === 1 ? '您的金币明天过期' : `您的金币将在 ${days} 天后过期`),
    body: (f) => `${f.coins} 金币将于 ${f.date} 过期。`,
    redeem: (available) => `您有 ${available} 金币可用：立即兑换免费彩金吧。`,
    freeGame: '今天免费玩一局找不同，赢取更多金币。',
  },
  ms: {
    gap: ' ',
    title: (days) => (days === 1 ? 'Syiling anda tamat tempoh esok' : `Syiling anda tamat tempoh dalam ${days} hari`),
    body: (f) => `${f.coins} syiling akan tamat tempoh pada ${f.date}.`,
    redeem: (available) => `Anda mempunyai ${available} syiling: tebus sekarang untuk kredit percuma.`,
    freeGame: 'Main Cari Yang Berbeza percuma hari ini untuk memenangi lebih banyak syiling.',
  },
};

export interface ReminderText {
  title: string;
  body: string;
}

/** The reminder in one language. */
export function reminderText(lang: Lang, f: ReminderFacts): ReminderText {
  const w = WORDS[lang];
  const action = f.action === 'redeem' ? w.redeem(f.available) : w.freeGame;
  return { title: w.title(f.days), body: `${w.body(f)}${w.gap}${action}` };
}

/** The reminder in every language, for the inbox. */
export function reminderMessage(f: ReminderFacts): { title: Localized; desc: Localized } {
  const [en, zh, ms] = (['en', 'zh', 'ms'] as const).map((lang) => reminderText(lang, f)) as [ReminderText, ReminderText, ReminderText];
  return { title: { en: en.title, zh: zh.title, ms: ms.title }, desc: { en: en.body, zh: zh.body, ms: ms.body } };
}
