// How a tier change is told: the inbox keeps every language (the player
// reads theirs, and its push goes out in each device's language).
import { LANGS, type Lang } from '../../../contract/constants';
import type { Localized } from '../../../contract/schemas/common';

export interface TierChangeFacts {
  /** the tier's name in each language */
  tier: Localized;
  /** the tier left, for a demotion */
  from: Localized;
  /** points in the review window, as shown ('1,250') */
  points: string;
  /** the threshold of the tier left, as shown */
  threshold: string;
}

interface Words {
  upTitle(tier: string): string;
  upBody(tier: string, points: string): string;
  downTitle(tier: string): string;
  downBody(from: string, threshold: string, points: string): string;
}

const WORDS: Record<Lang, Words> = {
  en: {
    upTitle: (tier) => `Welcome to ${tier}!`,
    upBody: (tier, points) => `Your ${points} points reached ${tier}. Your new benefits are waiting in the VIP Club.`,
    downTitle: (tier) => `Your tier is now ${tier}`,
    downBody: (from, threshold, points) =>
      `After a period of grace your points (${points}) did not reach ${from}'s ${threshold}. Every game you play earns points to climb back.`,
  },
  zh: {
    upTitle: (tier) => `欢迎升级至${tier}！`,
    upBody: (tier, points) => `您的 ${points} 积分已达到${tier}。新的会员福利请在 VIP 俱乐部查看。`,
    downTitle: (tier) => `您的等级现为${tier}`,
    downBody: (from, threshold, points) =>
      `宽限期结束后，您的积分（${points}）未达到${from}所需的 ${threshold}。每玩一局游戏都能赚取积分，助您重新升级。`,
  },
  ms: {
    upTitle: (tier) => `Selamat datang ke ${tier}!`,
    upBody: (tier, points) => `${points} mata anda telah mencapai ${tier}. Faedah baharu anda menanti di Kelab VIP.`,
    downTitle: (tier) => `Tahap anda kini ${tier}`,
    downBody: (from, threshold, points) =>
      `Selepas tempoh tangguh, mata anda (${points}) tidak mencapai ${threshold} untuk ${from}. Setiap permainan memberi mata untuk naik semula.`,
  },
};

const each = (fn: (lang: Lang) => string): Localized => Object.fromEntries(LANGS.map((lang) => [lang, fn(lang)])) as Localized;

/** The message of a promotion (up) or a demotion, in every language. */
export function tierChangeMessage(up: boolean, f: TierChangeFacts): { title: Localized; desc: Localized } {
  return up
    ? { title: each((l) => WORDS[l].upTitle(f.tier[l])), desc: each((l) => WORDS[l].upBody(f.tier[l], f.points)) }
    : { title: each((l) => WORDS[l].downTitle(f.tier[l])), desc: each((l) => WORDS[l].downBody(f.from[l], f.threshold, f.points)) };
}
