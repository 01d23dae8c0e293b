// Static pages. Bodies are plain text; a blank line separates paragraphs.
import type { Localized } from '../../../contract/schemas/common';
import type { LedgerTx } from '../../ledger';
import type { PagesTable } from '../schema';
import { L, json } from './util';

const para = (...lines: string[]): string => lines.join('\n\n');

const PAGES: readonly { slug: PagesTable['slug']; title: Localized; body: Localized }[] = [
  {
    slug: 'terms',
    title: L('Terms and Conditions', '条款与条件', 'Terma dan Syarat'),
    body: L(
      para(
        '1. The VIP Club is open to verified VIP members aged 18 and above. One account per person.',
        '2. Coins are earned in the mini games and have no cash value. Coins expire 90 days after they are earned.',
        '3. 50 coins can be redeemed for RM10 free credit. Redemptions are credited to your H5 account within 24 hours.',
        '4. Before claiming free credit you must verify your account with customer support by screen recording.',
        '5. Game outcomes are decided by the server. Quitting an unfinished game may deduct coins as stated in its rules.',
        '6. We may change, suspend or end any game, promotion or these terms. Abuse, multiple accounts or fraud lead to forfeited rewards.',
      ),
      para(
        '1. VIP俱乐部仅向年满18岁、已验证的VIP会员开放。每人限一个账户。',
        '2. 金币通过小游戏获得，不具现金价值。金币在获得后90天过期。',
        '3. 50枚金币可兑换RM10免费彩金，兑换将在24小时内存入您的H5账户。',
        '4. 领取免费彩金前，您必须通过录屏向客服验证账户。',
        '5. 游戏结果由服务器决定。中途退出未完成的游戏可能按其规则扣除金币。',
        '6. 我们可随时更改、暂停或终止任何游戏、优惠或本条款。滥用、多重账户或欺诈行为将导致奖励被没收。',
      ),
      para(
        '1. Kelab VIP terbuka kepada ahli VIP yang disahkan berumur 18 tahun ke atas. Satu akaun bagi setiap orang.',
        '2. Syiling diperoleh dalam permainan mini dan tiada nilai tunai. Syiling luput 90 hari selepas diperoleh.',
        '3. 50 syiling boleh ditebus untuk kredit percuma RM10. Penebusan dikreditkan ke akaun H5 anda dalam masa 24 jam.',
        '4. Sebelum menuntut kredit percuma, anda mesti mengesahkan akaun dengan khidmat pelanggan melalui rakaman skrin.',
        '5. Keputusan permainan ditentukan oleh pelayan. Keluar daripada permainan yang belum selesai boleh menolak syiling mengikut peraturannya.',
        '6. Kami boleh mengubah, menggantung atau menamatkan mana-mana permainan, promosi atau terma ini. Penyalahgunaan, akaun berganda atau penipuan menyebabkan ganjaran dilucutkan.',
      ),
    ),
  },
  {
    slug: 'privacy',
    title: L('Privacy Policy', '隐私政策', 'Dasar Privasi'),
    body: L(
      para(
        'We keep your UID, full name, phone number and the history of your coins, games and redemptions to run the VIP Club.',
        'Your phone number is used for verification by one-time code. Verification videos are seen only by customer support.',
        'We do not sell your data. You may ask customer support to see or delete your data at any time.',
      ),
      para(
        '我们保存您的UID、姓名、手机号码以及金币、游戏和兑换记录，用于运营VIP俱乐部。',
        '您的手机号码用于一次性验证码验证。验证视频仅供客服查看。',
        '我们不会出售您的资料。您可随时联系客服查看或删除您的资料。',
      ),
      para(
        'Kami menyimpan UID, nama penuh, nombor telefon dan sejarah syiling, permainan serta penebusan anda untuk mengendalikan Kelab VIP.',
        'Nombor telefon anda digunakan untuk pengesahan melalui kod sekali guna. Video pengesahan hanya dilihat oleh khidmat pelanggan.',
        'Kami tidak menjual data anda. Anda boleh meminta khidmat pelanggan untuk melihat atau memadam data anda pada bila-bila masa.',
      ),
    ),
  },
  {
    // A made-up rider: no real person's name or likeness. No running campaign's dates in the prose:
    // the quiz card on the page reads them from the campaign (a seeded demo runs now, beside October 2024's).
    slug: 'brand-ambassador',
    title: L('Brand Ambassador', '品牌大使', 'Duta Jenama'),
    body: L(
      para(
        'Meet "Kilat", rider No. 77: our fictional racing ambassador, fast on the track and friendly with fans.',
        'Join the Kilat quiz: 5 questions a week while a campaign is on, and the quiz card on this page gives its dates. Each week the first 50 players with all answers correct are eligible for the lucky roulette, with 15 sets of race tickets each week. The first campaign ran from 2 to 14 October 2024 (GMT+8).',
        'Winners must respond within 5 days or the prize is forfeited. Physical prizes are mailed within 14 working days.',
      ),
      para(
        '认识“闪电”——77号车手，我们虚构的赛车品牌大使，赛道上飞快，对车迷亲切。',
        '参加闪电问答：活动期间每周5道题，活动日期见本页的问答卡片。每周前50位全部答对的玩家可参加幸运轮盘，每周共有15套赛事门票。首届活动于2024年10月2日至14日（GMT+8）举行。',
        '得奖者须在5天内回复，否则视为放弃奖品。实物奖品将在14个工作日内寄出。',
      ),
      para(
        'Kenali "Kilat", pelumba No. 77: duta perlumbaan fiksyen kami, laju di litar dan mesra dengan peminat.',
        'Sertai kuiz Kilat: 5 soalan seminggu sepanjang kempen, dan kad kuiz di halaman ini memberi tarikhnya. Setiap minggu 50 pemain pertama yang menjawab semua soalan dengan betul layak untuk roulette bertuah, dengan 15 set tiket perlumbaan setiap minggu. Kempen pertama berlangsung dari 2 hingga 14 Oktober 2024 (GMT+8).',
        'Pemenang mesti membalas dalam masa 5 hari atau hadiah dilucutkan. Hadiah fizikal dihantar dalam masa 14 hari bekerja.',
      ),
    ),
  },
];

export async function seedPages(trx: LedgerTx): Promise<void> {
  await trx
    .insertInto('pages')
    .values(PAGES.map((p) => ({ slug: p.slug, title: json(p.title), body: json(p.body) })))
    .execute();
}
