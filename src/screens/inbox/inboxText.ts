// The words of one inbox message in the player's language (SPEC section 3,
// inbox source fields). Redeem decisions and spin rewards arrive as numbers
// and are worded from the wallet dictionary; coin, credit and other messages
// carry their own title and text in every language. Pure, so the list, the
// detail and the popup say the same thing and a language switch rewords all.
import type { Lang } from '../../../contract/constants';
import type { Localized } from '../../../contract/schemas/common';
import type { InboxItem } from '../../../contract/schemas/refresh';
import type { Translate } from '../../i18n';
import { formatNumber } from '../../lib/format';

export interface InboxText {
  title: string;
  description: string;
  /** the label of the amount ("Free credit", "Coins"); null when there is none */
  creditText: string | null;
  creditAmount: string | null;
}

/** The player's language, else English, else whatever the back office filled in. */
const pick = (text: Localized, lang: Lang): string => text[lang] || text.en || text.zh || text.ms || '';

const rm = (amount: number): string => formatNumber(amount);

export function inboxText(item: InboxItem, lang: Lang, t: Translate): InboxText {
  const credit = (amount: number | null) => (amount === null ? null : `RM${rm(amount)}`);
  switch (item.kind) {
    case 'redeem': {
      // Messages from before decisions were recorded are credits.
      const status = item.redeem_status ?? 'Success';
      const amount = item.redeem_credit ?? 0;
      const reason = status === 'Rejected' ? pick(item.desc, lang) : '';
      return {
        title: t(`wallet.inbox.redeem.${status}.title`),
        description: t(`wallet.inbox.redeem.${status}.desc`, [rm(amount)]) + (reason ? `\n${t('wallet.inbox.reason', [reason])}` : ''),
        creditText: t('wallet.inbox.freeCredit'),
        creditAmount: credit(item.redeem_credit),
      };
    }
    case 'spin':
      return {
        title: t('wallet.inbox.spin.title'),
        description: t('wallet.inbox.spin.desc', [String(item.spin_amount ?? 0), rm(item.spin_credit ?? 0)]),
        creditText: t('wallet.inbox.freeCredit'),
        creditAmount: credit(item.spin_credit),
      };
    case 'coin':
      return {
        title: pick(item.title, lang),
        description: pick(item.desc, lang),
        creditText: item.coin === null ? null : t('wallet.inbox.coins'),
        creditAmount: item.coin === null ? null : formatNumber(item.coin),
      };
    case 'credit':
      return {
        title: pick(item.title, lang),
        description: pick(item.desc, lang),
        creditText: item.credit === null ? null : t('wallet.inbox.freeCredit'),
        creditAmount: credit(item.credit),
      };
    default:
      return { title: pick(item.title, lang), description: pick(item.desc, lang), creditText: null, creditAmount: null };
  }
}
