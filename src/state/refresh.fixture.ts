// A complete refresh answer for tests: every field of RefreshData set to a
// non-default value, with amounts that need rounding.
import type { RefreshData } from '../../contract/schemas/refresh';

const text = (s: string) => ({ en: s, zh: `${s} zh`, ms: `${s} ms` });

export function refreshFixture(): RefreshData {
  return {
    options: [
      { name: 'h5_link', value: 'https://h5.example.com/login' },
      { name: 'whatsapp_link', value: 'https://wa.me/60123456789' },
      { name: 'telegram_link', value: 'https://t.me/vipclub' },
      { name: 'facebook_link', value: 'https://facebook.com/vipclub' },
      { name: 'live_chat_link', value: 'https://chat.example.com' },
    ],
    banners: [
      {
        img_en: '/uploads/b1-en.png',
        img_zh: '/uploads/b1-zh.png',
        img_ms: '/uploads/b1-ms.png',
        link_en: '/promotions',
        link_zh: '/promotions',
        link_ms: '/promotions',
      },
    ],
    promotions: [
      {
        id: 7,
        title: text('Welcome'),
        description: text('200% bonus'),
        img: text('/uploads/p7.png'),
        startDate: '2024-10-01T00:00:00.000Z',
        endDate: null,
      },
    ],
    tgBind: true,
    tgRegister: true,
    language: 'zh',
    coin: {
      balance: 150.005,
      pending: 20.333,
      redeemed: 50.1,
      expire: { balance: 5.555, date: '2024-12-31T15:59:59.000Z' },
      soon: { balance: 7.777, date: '2024-12-31T15:59:59.000Z' },
    },
    notify: false,
    expiryReminders: false,
    inboxs: {
      unreadCount: 3,
      inbox: [
        {
          id: 11,
          kind: 'coin',
          title: text('Coins'),
          desc: text('You got coins'),
          img: null,
          coin: 5,
          credit: null,
          redeem_credit: null,
          spin_amount: null,
          spin_credit: null,
          read: false,
          createdAt: '2024-10-02T01:00:00.000Z',
        },
      ],
    },
    redeemableBonus: { id: 9, tx_amount: 10.126, turnover: 30.004, status: 'Pending', created_date: '2024-10-02T02:00:00.000Z' },
    playRec: {
      FTO: { mtn: 1, rm: 3, reward: 2.345, motion: 'flip' },
      SPINWHEEL: { mtn: 0 },
      SQUIDGAME: { mtn: 1 },
      ROCKSCISSORPAPER: { mtn: 0 },
      LUCKYEGG: { mtn: 1 },
      SPINWHEELV2: { mtn: 0, rm: 4 },
    },
    tier: {
      index: 0,
      name: text('Pearl'),
      colour: '#b8c4d6',
      badge: 'shield',
      points: 1234,
      from: '2024-07-04T16:00:00.000Z',
      to: '2024-10-02T16:00:00.000Z',
      reviewAt: '2024-10-02T16:00:00.000Z',
      grantedUntil: null,
      keep: null,
      rate: { en: 'Standard rate', zh: '标准费率', ms: 'Kadar standard' },
      next: { index: 1, name: text('Jade'), colour: '#2fbf8f', badge: 'star', threshold: 2000, needed: 766 },
    },
  };
}
