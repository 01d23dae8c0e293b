// Home screen content: contact options, banners and promotions.
import { REDEEM } from '../../../contract/constants';
import type { Localized } from '../../../contract/schemas/common';
import type { LedgerTx } from '../../ledger';
import { PROMO_CAPTIONS } from './art/captions';
import { art, type BannerName, type PromoName } from './art/paths';
import { L, days, json } from './util';

/** Placeholder addresses on the reserved .invalid domain; operators replace them in the back office. */
export const SEED_OPTIONS: Record<string, string> = {
  h5_link: 'https://h5.example.invalid/login',
  whatsapp_link: 'https://wa.example.invalid/60123456789',
  telegram_link: 'https://t.example.invalid/vipclub',
  facebook_link: 'https://facebook.example.invalid/vipclub',
  // '#' means "not configured": the contact button must leave live chat out.
  live_chat_link: '#',
  // The 4D results quick link stays hidden until an operator sets where it goes.
  four_d_link: '#',
  maintenance: '0',
  maintenance_until: '',
  redeem_coins: String(REDEEM.coins),
  redeem_credit_rm: String(REDEEM.creditRm),
  coin_expiry_days: '90',
};

const BANNERS: readonly { name: BannerName; link: string }[] = [
  { name: 'welcome', link: '/promotions' },
  { name: 'spin-wheel', link: '/games/spin-wheel' },
  { name: 'redeem', link: '/redeem' },
];

interface PromoSeed {
  name: PromoName;
  description: Localized;
  /** days from now */
  start: number;
  end: number | null;
}

const PROMOS: readonly PromoSeed[] = [
  {
    name: 'welcome-bonus',
    start: -60,
    end: null,
    description: L(
      'New members get a 200% bonus on their first deposit. Contact customer support to claim it after your account is verified.',
      '新会员首次存款可获得200%奖金。账户验证后，请联系客服领取。',
      'Ahli baharu mendapat bonus 200% untuk deposit pertama. Hubungi khidmat pelanggan untuk menuntutnya selepas akaun anda disahkan.',
    ),
  },
  {
    name: 'daily-bonus',
    start: -30,
    end: null,
    description: L(
      'Deposit every day and receive a bonus of up to 50%. The rate depends on your VIP level.',
      '每天存款即可获得最高50%的奖金，比例视您的VIP等级而定。',
      'Buat deposit setiap hari dan terima bonus sehingga 50%. Kadar bergantung pada tahap VIP anda.',
    ),
  },
  {
    name: 'topup-rm20',
    start: -14,
    end: 30,
    description: L(
      'Top up RM20 and get RM20 extra credit. Once per player during the promotion period.',
      '充值RM20即送RM20额外彩金。活动期间每位玩家限领一次。',
      'Tambah nilai RM20 dan dapat kredit tambahan RM20. Sekali bagi setiap pemain dalam tempoh promosi.',
    ),
  },
  {
    name: 'bonus-93',
    start: -7,
    end: 60,
    description: L(
      'Claim a 93% bonus on your deposit. Turnover requirements apply; ask customer support for details.',
      '存款即可领取93%奖金。需满足流水要求，详情请咨询客服。',
      'Tuntut bonus 93% atas deposit anda. Syarat pusing ganti dikenakan; tanya khidmat pelanggan untuk butiran.',
    ),
  },
  {
    // Already over: the promotions API must leave it out.
    name: 'mid-autumn',
    start: -120,
    end: -90,
    description: L(
      'Festival special: 88% bonus on deposits during the Mid-Autumn week.',
      '佳节特惠：中秋周存款享88%奖金。',
      'Istimewa perayaan: bonus 88% atas deposit sepanjang minggu Pesta Tanglung.',
    ),
  },
];

export async function seedContent(trx: LedgerTx, now: Date): Promise<void> {
  await trx
    .insertInto('options')
    .values(Object.entries(SEED_OPTIONS).map(([name, value]) => ({ name, value })))
    .execute();
  await trx
    .insertInto('banners')
    .values(BANNERS.map((b, i) => ({ sort: i + 1, img: json(art.banner(b.name)), link: json(L(b.link, b.link, b.link)) })))
    .execute();
  await trx
    .insertInto('promotions')
    .values(
      PROMOS.map((p, i) => ({
        sort: i + 1,
        title: json(PROMO_CAPTIONS[p.name].title),
        description: json(p.description),
        img: json(art.promo(p.name)),
        start_date: days(now, p.start),
        end_date: p.end === null ? null : days(now, p.end),
      })),
    )
    .execute();
}
