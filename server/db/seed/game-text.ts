// Game detail words per language: the rules are SPEC section 9's, translated.
import type { GameSlug, Lang } from '../../../contract/constants';

export interface GameText {
  description: string;
  features: string[];
  notice: string[];
}

const SPIN_NOTICE: Record<Lang, string[]> = {
  en: [
    'Every deposit of at least RM30 gives one spin.',
    'Up to 16 spins a day; the limit may increase under certain conditions.',
    'Prizes of up to RM50 free credit.',
    'RTP 97%, max odds 50x.',
    'For verified accounts only.',
    'Spin rewards are credited to your H5 account within 15 minutes; delayed rewards within 24 hours.',
  ],
  zh: [
    '每次存款满RM30可获得一次转盘机会。',
    '每天最多转16次，在特定条件下次数可能增加。',
    '奖品最高为RM50免费彩金。',
    'RTP 97%，最高赔率50倍。',
    '仅限已验证的账户参与。',
    '转盘奖励将在15分钟内存入您的H5账户；延迟的奖励将在24小时内到账。',
  ],
  ms: [
    'Setiap deposit sekurang-kurangnya RM30 memberi satu putaran.',
    'Sehingga 16 putaran sehari; had boleh bertambah dalam keadaan tertentu.',
    'Hadiah kredit percuma sehingga RM50.',
    'RTP 97%, odds maksimum 50x.',
    'Untuk akaun yang disahkan sahaja.',
    'Ganjaran putaran dikreditkan ke akaun H5 anda dalam 15 minit; ganjaran tertunda dalam 24 jam.',
  ],
};

export const GAME_TEXT: Record<GameSlug, Record<Lang, GameText>> = {
  squidgame: {
    en: {
      description: 'Cross the glass bridge one step at a time. Every safe step raises your multiplier, and you choose when to cash out.',
      features: ['Player-set bet', 'No time limit', 'Up to 983x'],
      notice: [
        'A bridge of 10 steps: at each step pick the left or right panel; one of the two holds.',
        'After k safe steps, cashing out pays 0.96 x 2^k times your bet: 1.92x after one step, 983.04x after all ten.',
        'Each step is a 50/50 pick, so every cash-out point returns exactly 96% whatever you choose (RTP 96%, max odds 1000x).',
        'Bets are whole coins, so payouts are exact to the cent.',
        'The whole bridge is fixed by your fairness seed when you bet and shown when the game ends: verify any bridge in Settings.',
        'There is no time limit: leave and continue on any device.',
        'Stepping on breaking glass ends the game and the bet is lost.',
      ],
    },
    zh: {
      description: '一步一步走过玻璃桥。每走一步安全格，倍数就会提高，何时收手由您决定。',
      features: ['自定投注', '无时间限制', '最高983倍'],
      notice: [
        '玻璃桥共10步：每一步选择左边或右边的玻璃，其中一块是安全的。',
        '走过k步安全格后收手，可获得投注额的0.96 x 2^k倍：第一步1.92倍，走完十步983.04倍。',
        '每一步都是五五开，因此无论何时收手，回报率都正好是96%（RTP 96%，最高赔率1000倍）。',
        '投注以整数金币计算，派彩精确到分。',
        '整座桥在投注时由您的公平种子决定，游戏结束后公开：可在设置中验证任何一局。',
        '没有时间限制：可以离开，并在任何设备上继续。',
        '踩到碎裂的玻璃即结束游戏，投注将被扣除。',
      ],
    },
    ms: {
      description:
        'Seberangi jambatan kaca selangkah demi selangkah. Setiap langkah selamat menaikkan pengganda anda, dan anda pilih bila mahu tunai.',
      features: ['Pertaruhan pilihan pemain', 'Tiada had masa', 'Sehingga 983x'],
      notice: [
        'Jambatan 10 langkah: pada setiap langkah pilih panel kiri atau kanan; salah satunya kukuh.',
        'Selepas k langkah selamat, tunai membayar 0.96 x 2^k kali pertaruhan anda: 1.92x selepas satu langkah, 983.04x selepas sepuluh.',
        'Setiap langkah ialah peluang 50/50, jadi setiap titik tunai memulangkan tepat 96% apa pun pilihan anda (RTP 96%, odds maksimum 1000x).',
        'Pertaruhan dalam syiling penuh, jadi bayaran tepat hingga sen.',
        'Seluruh jambatan ditetapkan oleh benih keadilan anda semasa bertaruh dan ditunjukkan apabila permainan tamat: sahkan dalam Tetapan.',
        'Tiada had masa: tinggalkan dan sambung pada mana-mana peranti.',
        'Memijak kaca yang pecah menamatkan permainan dan pertaruhan hilang.',
      ],
    },
  },
  'spin-wheel': {
    en: {
      description: 'Spin the daily wheel for free credit prizes of up to RM50.',
      features: ['Prizes up to RM50', '16 spins a day', 'Verified accounts'],
      notice: SPIN_NOTICE.en,
    },
    zh: {
      description: '转动每日幸运转盘，赢取最高RM50免费彩金。',
      features: ['奖品最高RM50', '每天16次', '仅限已验证账户'],
      notice: SPIN_NOTICE.zh,
    },
    ms: {
      description: 'Putar roda harian untuk hadiah kredit percuma sehingga RM50.',
      features: ['Hadiah sehingga RM50', '16 putaran sehari', 'Akaun disahkan'],
      notice: SPIN_NOTICE.ms,
    },
  },
  'rock-scissor-paper': {
    en: {
      description: 'Beat your opponent in a best-of-3 duel of rock, scissor, paper.',
      features: ['Best of 3', '10 s per round', 'Payout 1:1'],
      notice: [
        'Best of 3 rounds: the first to win 2 rounds wins the game.',
        'You have 10 seconds to choose in each round.',
        'Payout 1:1 less a 3% house edge: a win returns 1.94 times your bet.',
        'RTP 97%, max odds 1000x.',
        'You play against the AI or real players (real-time mode is in testing).',
        'Quitting an unfinished game counts as a loss and deducts coins as a penalty.',
      ],
    },
    zh: {
      description: '与对手进行三局两胜的石头剪刀布对决。',
      features: ['三局两胜', '每局10秒', '赔率1:1'],
      notice: [
        '三局两胜，先赢两局者获胜。',
        '每局有10秒时间出拳。',
        '按投注额1:1赔付，扣除3%的庄家优势：获胜返还投注额的1.94倍。',
        'RTP 97%，最高赔率1000倍。',
        '对手可能是AI或真人玩家（实时模式测试中）。',
        '中途退出未完成的游戏视为输，并扣除金币作为惩罚。',
      ],
    },
    ms: {
      description: 'Kalahkan lawan anda dalam pertarungan batu, gunting, kertas, terbaik daripada 3 pusingan.',
      features: ['Terbaik daripada 3', '10 saat setiap pusingan', 'Bayaran 1:1'],
      notice: [
        'Terbaik daripada 3 pusingan: yang pertama menang 2 pusingan memenangi permainan.',
        'Anda ada 10 saat untuk memilih dalam setiap pusingan.',
        'Bayaran 1:1 ditolak kelebihan rumah 3%: kemenangan memulangkan 1.94 kali pertaruhan anda.',
        'RTP 97%, odds maksimum 1000x.',
        'Anda bermain menentang AI atau pemain sebenar (mod masa nyata dalam ujian).',
        'Keluar daripada permainan yang belum selesai dikira kalah dan syiling ditolak sebagai penalti.',
      ],
    },
  },
  fto: {
    en: {
      description: 'Spot the card that does not match the rest. Sharp eyes earn coins.',
      features: ['1 free play a day', '10 rounds', 'Up to 10 coins'],
      notice: [
        'One free play per day (it resets at midnight, Malaysia time), with 10 rounds per play.',
        'Each round, every card shows the same picture except one: a colour, a missing or turned part, or the whole picture mirrored. Tap that odd card before the time runs out.',
        'Rounds get harder: from 4 cards and 15 seconds up to 16 cards and 6 seconds. A round whose time runs out counts as wrong.',
        "Each correct answer earns 1 coin, so a play pays up to 10 coins (max odds 10x: ten times a right answer's coin). Coins are credited when the play ends.",
        'Up to 10 questions every 24 hours. Leave mid-play and you continue the same play when you come back.',
        'Every deal is drawn from your fairness seed before the play starts; verify any finished play in Settings. RTP 97% is the declared figure: a play is free, so none of your coins are at stake.',
      ],
    },
    zh: {
      description: '找出与其他卡片不同的那一张。眼明手快就能赚金币。',
      features: ['每天免费1次', '10回合', '最多10枚金币'],
      notice: [
        '每天可免费玩一次（马来西亚时间午夜重置），每次10回合。',
        '每回合所有卡片都是同一幅图，只有一张不同：颜色不同、少了或转动了某个部分，或整幅图左右镜像。请在时间结束前点出那张不同的卡片。',
        '回合越来越难：从4张卡片、15秒，到16张卡片、6秒。时间用完的回合算答错。',
        '每答对一题可获得1枚金币，每局最多10枚（最高赔率10倍：一题金币的十倍）。金币在一局结束时入账。',
        '每24小时最多10道题。中途离开，回来后继续同一局。',
        '每一局的发牌都在开始前由您的公平种子决定；可在设置中验证任何已完成的一局。RTP 97%为公布值：每局免费，您的金币无需投注。',
      ],
    },
    ms: {
      description: 'Cari kad yang berbeza daripada yang lain. Mata yang tajam memperoleh syiling.',
      features: ['1 permainan percuma sehari', '10 pusingan', 'Sehingga 10 syiling'],
      notice: [
        'Satu permainan percuma sehari (ditetapkan semula pada tengah malam, waktu Malaysia), dengan 10 pusingan setiap permainan.',
        'Setiap pusingan, semua kad menunjukkan gambar yang sama kecuali satu: warna, bahagian yang hilang atau berpusing, atau seluruh gambar dicerminkan. Ketik kad yang berbeza itu sebelum masa tamat.',
        'Pusingan semakin sukar: daripada 4 kad dan 15 saat hingga 16 kad dan 6 saat. Pusingan yang kehabisan masa dikira salah.',
        'Setiap jawapan betul memberi 1 syiling, jadi satu permainan membayar sehingga 10 syiling (odds maksimum 10x: sepuluh kali syiling satu jawapan betul). Syiling dikreditkan apabila permainan tamat.',
        'Sehingga 10 soalan setiap 24 jam. Jika anda keluar di tengah permainan, anda menyambung permainan yang sama apabila kembali.',
        'Setiap susunan kad ditentukan oleh benih keadilan anda sebelum permainan bermula; sahkan mana-mana permainan yang selesai dalam Tetapan. RTP 97% ialah angka yang diisytiharkan: permainan percuma, jadi tiada syiling anda dipertaruhkan.',
      ],
    },
  },
  'lucky-egg': {
    en: {
      description: 'Crack the golden egg during a live session and see what prize is inside.',
      features: ['10-minute sessions', 'Daily time slots', 'Up to 500x'],
      notice: [
        'Sessions open daily at 12:00, 18:00 and 21:00 (GMT+8) and last 10 minutes.',
        'You can join each session once: choose a bet, pick one of five eggs and smash it.',
        'The egg shows a multiplier of your bet, drawn from your fairness seed on the prize table shown on this page (RTP 97%, max odds 500x).',
        'The next session time is shown when no session is open.',
      ],
    },
    zh: {
      description: '在场次开放期间敲开金蛋，看看里面藏着什么奖品。',
      features: ['每场10分钟', '每日固定时段', '最高500倍'],
      notice: [
        '每天12:00、18:00和21:00（GMT+8）开放场次，每场持续10分钟。',
        '每场只能参与一次：选择投注额，从五颗蛋中选一颗敲开。',
        '金蛋显示您投注额的倍数，由您的公平种子按本游戏的奖励表抽出（RTP 97%，最高赔率500倍）。',
        '未开放时会显示下一场的时间。',
      ],
    },
    ms: {
      description: 'Pecahkan telur emas semasa sesi dibuka dan lihat hadiah di dalamnya.',
      features: ['Sesi 10 minit', 'Slot masa harian', 'Sehingga 500x'],
      notice: [
        'Sesi dibuka setiap hari pada 12:00, 18:00 dan 21:00 (GMT+8) dan berlangsung 10 minit.',
        'Anda boleh menyertai setiap sesi sekali: pilih pertaruhan, pilih satu daripada lima telur dan pecahkannya.',
        'Telur menunjukkan pengganda pertaruhan anda, dicabut daripada benih keadilan anda pada jadual hadiah permainan (RTP 97%, odds maksimum 500x).',
        'Masa sesi seterusnya dipaparkan apabila tiada sesi dibuka.',
      ],
    },
  },
  spinwheelv2: {
    en: {
      description: 'The new wheel with more segments and the same rules as the daily Spin Wheel.',
      features: ['Prizes up to RM50', 'Countdown to next spin', 'Same rules as Spin Wheel'],
      notice: SPIN_NOTICE.en,
    },
    zh: {
      description: '全新转盘，格数更多，规则与每日幸运转盘相同。',
      features: ['奖品最高RM50', '下次转盘倒计时', '规则同幸运转盘'],
      notice: SPIN_NOTICE.zh,
    },
    ms: {
      description: 'Roda baharu dengan lebih banyak segmen dan peraturan yang sama seperti Roda Putar harian.',
      features: ['Hadiah sehingga RM50', 'Kiraan detik ke putaran seterusnya', 'Peraturan sama seperti Roda Putar'],
      notice: SPIN_NOTICE.ms,
    },
  },
};
