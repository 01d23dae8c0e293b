// How inbox messages the server describes only by numbers (redeem decisions,
// spin rewards) are worded, per language. Shared: the client's wallet
// dictionary spreads these into wallet.inbox, and the server words push
// notifications of the same messages with them, so both say the same thing.
import type { Lang } from './constants';

export interface InboxWords {
  freeCredit: string;
  coins: string;
  /** {{0}}: the operator's reason */
  reason: string;
  /** {{0}}: the credit in RM */
  redeem: Record<'Success' | 'Rejected' | 'Expired' | 'Pending', { title: string; desc: string }>;
  /** {{0}}: spins, {{1}}: the credit in RM */
  spin: { title: string; desc: string };
}

const en: InboxWords = {
  freeCredit: 'Free credit',
  coins: 'Coins',
  reason: 'Reason: {{0}}',
  redeem: {
    Success: {
      title: 'Redemption approved',
      desc: 'Your RM{{0}} free credit is credited to your H5 account within 24 hours.',
    },
    Rejected: {
      title: 'Redemption rejected',
      desc: 'Your redemption of RM{{0}} free credit was rejected. The coins are back in your balance.',
    },
    Expired: {
      title: 'Sorry: redemption not processed in time',
      desc: 'We are sorry: your redemption of RM{{0}} free credit could not be credited within the promised 24 hours. The coins are back in your balance; you may redeem them again.',
    },
    Pending: {
      title: 'Redemption received',
      desc: 'Your redemption of RM{{0}} free credit is waiting for review.',
    },
  },
  spin: {
    title: 'Spin reward',
    desc: 'You won RM{{1}} free credit from {{0}} spins. It is credited to your H5 account within 15 minutes.',
  },
};

const zh: InboxWords = {
  freeCredit: '免费彩金',
  coins: '金币',
  reason: '原因：{{0}}',
  redeem: {
    Success: {
      title: '兑换已批准',
      desc: '您的 RM{{0}} 免费彩金将在24小时内存入您的H5账户。',
    },
    Rejected: {
      title: '兑换被拒绝',
      desc: '您兑换 RM{{0}} 免费彩金的申请被拒绝，金币已退回您的余额。',
    },
    Expired: {
      title: '抱歉：兑换未能及时处理',
      desc: '非常抱歉，您兑换的 RM{{0}} 免费彩金未能在承诺的24小时内到账。金币已退回您的余额，您可以再次兑换。',
    },
    Pending: {
      title: '已收到兑换申请',
      desc: '您兑换 RM{{0}} 免费彩金的申请正在等待审核。',
    },
  },
  spin: {
    title: '转盘奖励',
    desc: '您通过 {{0}} 次转盘赢得 RM{{1}} 免费彩金，将在15分钟内存入您的H5账户。',
  },
};

const ms: InboxWords = {
  freeCredit: 'Kredit percuma',
  coins: 'Syiling',
  reason: 'Sebab: {{0}}',
  redeem: {
    Success: {
      title: 'Penebusan diluluskan',
      desc: 'Kredit percuma RM{{0}} anda akan dikreditkan ke akaun H5 anda dalam masa 24 jam.',
    },
    Rejected: {
      title: 'Penebusan ditolak',
      desc: 'Penebusan kredit percuma RM{{0}} anda telah ditolak. Syiling telah dikembalikan ke baki anda.',
    },
    Expired: {
      title: 'Maaf: penebusan tidak diproses tepat pada masanya',
      desc: 'Kami mohon maaf: penebusan kredit percuma RM{{0}} anda tidak dapat dikreditkan dalam masa 24 jam yang dijanjikan. Syiling telah dikembalikan ke baki anda; anda boleh menebusnya semula.',
    },
    Pending: {
      title: 'Penebusan diterima',
      desc: 'Penebusan kredit percuma RM{{0}} anda sedang menunggu semakan.',
    },
  },
  spin: {
    title: 'Ganjaran putaran',
    desc: 'Anda memenangi kredit percuma RM{{1}} daripada {{0}} putaran. Ia dikreditkan ke akaun H5 anda dalam masa 15 minit.',
  },
};

export const INBOX_WORDS: Record<Lang, InboxWords> = { en, zh, ms };

/** Fills rosetta-style positional slots ({{0}}, {{1}}) for code that has no translator (the server). */
export const fillSlots = (template: string, values: readonly string[]): string =>
  template.replace(/\{\{(\d+)\}\}/g, (slot, index: string) => values[Number(index)] ?? slot);
