import { beforeAll, describe, expect, it } from 'vitest';
import type { InboxItem } from '../../../contract/schemas/refresh';
import { loadLanguage, t } from '../../i18n';
import { accountTexts } from '../../i18n/accountTexts';
import { inboxText } from './inboxText';

const L = (en: string, zh = `${en}-zh`, ms = `${en}-ms`) => ({ en, zh, ms });
const base: InboxItem = {
  id: 1,
  kind: 'others',
  title: L('Hello'),
  desc: L('World'),
  img: null,
  coin: null,
  credit: null,
  redeem_credit: null,
  spin_amount: null,
  spin_credit: null,
  read: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('inboxText', () => {
  // The inbox's words are the account section's (wallet.inbox.*), loaded with every later language once added.
  beforeAll(() => Promise.all([loadLanguage('en'), accountTexts()]));

  it('words a redeem decision from its status and credit; older credits read as approved', () => {
    expect(inboxText({ ...base, kind: 'redeem', redeem_credit: 10, redeem_status: 'Success' }, 'en', t)).toEqual({
      title: 'Redemption approved',
      description: 'Your RM10.00 free credit is credited to your H5 account within 24 hours.',
      creditText: 'Free credit',
      creditAmount: 'RM10.00',
    });
    expect(inboxText({ ...base, kind: 'redeem', redeem_credit: 10 }, 'en', t).title).toBe('Redemption approved');
    const rejected = inboxText(
      { ...base, kind: 'redeem', redeem_credit: 1234.5, redeem_status: 'Rejected', desc: L('Duplicate') },
      'en',
      t,
    );
    expect(rejected.description).toBe(
      'Your redemption of RM1,234.50 free credit was rejected. The coins are back in your balance.\nReason: Duplicate',
    );
    expect(inboxText({ ...base, kind: 'redeem', redeem_credit: 10, redeem_status: 'Expired' }, 'en', t).title).toBe(
      'Sorry: redemption not processed in time',
    );
  });

  it('words a spin reward from spin_amount and spin_credit', () => {
    const text = inboxText({ ...base, kind: 'spin', spin_amount: 3, spin_credit: 7.5 }, 'en', t);
    expect(text.description).toBe('You won RM7.50 free credit from 3 spins. It is credited to your H5 account within 15 minutes.');
    expect(text.creditAmount).toBe('RM7.50');
  });

  it("takes title and text in the player's language for coin, credit and other messages", () => {
    expect(inboxText({ ...base, kind: 'coin', coin: 40 }, 'ms', t)).toEqual({
      title: 'Hello-ms',
      description: 'World-ms',
      creditText: 'Coins',
      creditAmount: '40.00',
    });
    expect(inboxText({ ...base, kind: 'credit', credit: 5 }, 'zh', t)).toMatchObject({ title: 'Hello-zh', creditAmount: 'RM5.00' });
    expect(inboxText(base, 'en', t)).toMatchObject({ creditText: null, creditAmount: null });
    // A language the back office left empty falls back to English.
    expect(inboxText({ ...base, title: { en: 'Only English', zh: '', ms: '' } }, 'zh', t).title).toBe('Only English');
  });

  it('follows the language of the dictionary it is given', async () => {
    await loadLanguage('zh');
    expect(inboxText({ ...base, kind: 'redeem', redeem_credit: 10, redeem_status: 'Success' }, 'zh', t).title).toBe('兑换已批准');
    await loadLanguage('en');
  });
});
