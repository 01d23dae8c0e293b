// How the monthly bonus's inbox message is worded in each language; the
// inbox keeps all three and the player reads theirs (as the expiry
// reminders' words.ts).
import type { Lang } from '../../../contract/constants';
import type { Localized } from '../../../contract/schemas/common';

export interface BonusFacts {
  /** the tier's name in each language */
  tier: Localized;
  /** the coins credited, as shown ('1,000') */
  coins: string;
  /** the GMT+8 month as MM/YYYY */
  month: string;
}

const WORDS: Record<Lang, { title(tier: string): string; body(f: BonusFacts, tier: string): string }> = {
  en: {
    title: (tier) => `Your ${tier} monthly bonus`,
    body: (f, tier) =>
      `${f.coins} ${f.coins === '1' ? 'coin' : 'coins'} for ${f.month} ${f.coins === '1' ? 'has' : 'have'} been added to your wallet, a benefit of ${tier}.`,
  },
  zh: {
    title: (tier) => `您的${tier}每月奖励`,
    body: (f, tier) => `${f.month} 的 ${f.coins} 金币已存入您的钱包，这是${tier}的专属福利。`,
  },
  ms: {
    title: (tier) => `Bonus bulanan ${tier} anda`,
    body: (f, tier) => `${f.coins} syiling untuk ${f.month} telah dimasukkan ke dompet anda, satu manfaat ${tier}.`,
  },
};

/** The message in every language, for the inbox. */
export function bonusMessage(f: BonusFacts): { title: Localized; desc: Localized } {
  const say = (lang: Lang) => ({ title: WORDS[lang].title(f.tier[lang]), desc: WORDS[lang].body(f, f.tier[lang]) });
  const [en, zh, ms] = [say('en'), say('zh'), say('ms')];
  return { title: { en: en.title, zh: zh.title, ms: ms.title }, desc: { en: en.desc, zh: zh.desc, ms: ms.desc } };
}
