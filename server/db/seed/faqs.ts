// Helpdesk FAQs: the questions players of such clubs ask first.
import type { Localized } from '../../../contract/schemas/common';
import type { LedgerTx } from '../../ledger';
import { L, json } from './util';

const FAQS: readonly { q: Localized; a: Localized }[] = [
  {
    q: L('How do I earn coins?', '如何赚取金币？', 'Bagaimana saya mengumpul syiling?'),
    a: L(
      'Play the mini games. Find The Odd gives 1 coin for each correct answer (up to 10 questions every 24 hours), and the other games pay coin prizes.',
      '玩小游戏即可。找不同每答对一题得1枚金币（每24小时最多10题），其他游戏也会奖励金币。',
      'Main permainan mini. Cari Yang Berbeza memberi 1 syiling bagi setiap jawapan betul (sehingga 10 soalan setiap 24 jam), dan permainan lain memberi hadiah syiling.',
    ),
  },
  {
    q: L('How do I redeem my coins?', '如何兑换金币？', 'Bagaimana saya menebus syiling?'),
    a: L(
      'Open Redeem and exchange 50 coins for RM10 free credit. Coins in a redemption waiting for approval are shown as pending.',
      '进入“兑换”页面，用50枚金币兑换RM10免费彩金。等待审核的兑换金币会显示为待处理。',
      'Buka Tebus dan tukar 50 syiling dengan kredit percuma RM10. Syiling dalam penebusan yang menunggu kelulusan dipaparkan sebagai belum selesai.',
    ),
  },
  {
    q: L('When will I receive my free credit?', '免费彩金何时到账？', 'Bilakah saya akan menerima kredit percuma?'),
    a: L(
      'Redemptions are credited to your H5 account within 24 hours. Spin wheel rewards are credited within 15 minutes.',
      '兑换的彩金将在24小时内存入您的H5账户。转盘奖励将在15分钟内到账。',
      'Penebusan dikreditkan ke akaun H5 anda dalam masa 24 jam. Ganjaran roda putar dikreditkan dalam masa 15 minit.',
    ),
  },
  {
    q: L('Why do I need to verify my account?', '为什么需要验证账户？', 'Mengapa saya perlu mengesahkan akaun saya?'),
    a: L(
      'Before you claim free credit, contact customer support and verify your account with a screen recording. This keeps your rewards safe from misuse.',
      '领取免费彩金前，请联系客服并通过录屏验证您的账户，以保障您的奖励不被盗用。',
      'Sebelum menuntut kredit percuma, hubungi khidmat pelanggan dan sahkan akaun anda dengan rakaman skrin. Ini melindungi ganjaran anda daripada disalah guna.',
    ),
  },
  {
    q: L('How do I get Spin Wheel spins?', '如何获得转盘机会？', 'Bagaimana saya mendapat putaran Roda Putar?'),
    a: L(
      'Every deposit of at least RM30 gives one spin, up to 16 spins a day (the limit may increase under certain conditions). Prizes go up to RM50.',
      '每次存款满RM30可获得一次转盘机会，每天最多16次（特定条件下可能增加），奖品最高RM50。',
      'Setiap deposit sekurang-kurangnya RM30 memberi satu putaran, sehingga 16 putaran sehari (had boleh bertambah dalam keadaan tertentu). Hadiah sehingga RM50.',
    ),
  },
  {
    q: L('Do my coins expire?', '金币会过期吗？', 'Adakah syiling saya akan luput?'),
    a: L(
      'Yes. Coins expire 90 days after you earn them, and the oldest coins are used first. The home screen shows how many coins expire next and when.',
      '会的。金币在获得后90天过期，使用时优先扣除最早获得的金币。首页会显示即将过期的金币数量和日期。',
      'Ya. Syiling luput 90 hari selepas diperoleh, dan syiling paling lama digunakan dahulu. Skrin utama memaparkan jumlah syiling yang akan luput dan tarikhnya.',
    ),
  },
  {
    q: L(
      'I have an ordinary account. How do I join the VIP Club?',
      '我是普通账户，如何加入VIP俱乐部？',
      'Saya mempunyai akaun biasa. Bagaimana saya menyertai Kelab VIP?',
    ),
    a: L(
      'Contact customer support through live chat, WhatsApp or Telegram to upgrade your account to VIP.',
      '请通过在线客服、WhatsApp或Telegram联系客服，将您的账户升级为VIP。',
      'Hubungi khidmat pelanggan melalui sembang langsung, WhatsApp atau Telegram untuk menaik taraf akaun anda kepada VIP.',
    ),
  },
];

export async function seedFaqs(trx: LedgerTx): Promise<void> {
  await trx
    .insertInto('faqs')
    .values(FAQS.map((f, i) => ({ sort: i + 1, question: json(f.q), answer: json(f.a) })))
    .execute();
}
