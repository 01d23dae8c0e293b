// Teks tahap VIP (src/screens/vip): kad tahap di laman utama, /vip, cip tetapan.
import type { vip as en } from '../en/vip';

export const vip: typeof en = {
  title: 'Kelab VIP',
  card: {
    title: 'Tahap VIP saya',
    points: '{{0}} mata',
    progress: 'Mata ke {{0}}',
    toNext: '{{0}} mata lagi ke {{1}}',
    reached: 'Anda telah mencapai {{0}}: ia milik anda dalam masa seminit',
    top: 'Tahap tertinggi dicapai. Syabas!',
    review: 'Semakan seterusnya: {{0}}',
    granted: 'Diberi oleh kelab sehingga {{0}}',
    keep: 'Kekalkan {{0}}: {{1}} mata lagi selewat-lewatnya {{2}}',
    more: 'Kelab VIP',
  },
  ladder: {
    title: 'Tahap-tahap',
    from: 'Dari {{0}} mata',
    everyone: 'Setiap ahli',
    yours: 'Tahap anda',
    spins: '{{0}} putaran sehari bagi setiap roda',
    autoApproval: 'Tebusan sehingga RM{{0}} diluluskan serta-merta',
    autoApprovalNone: 'Tebusan disemak oleh pasukan kami',
    priority: 'Keutamaan giliran {{0}}',
    expiry: 'Syiling yang diperoleh pada tahap ini kekal {{0}} hari',
    bonus: '{{0}} syiling bonus setiap bulan',
    period: {
      rolling90:
        'Mata dikira selama 90 hari (GMT+8). Anda naik sebaik sahaja mencapai ambang; 90 hari selepas anda mencapai sesuatu tahap, ia disemak.',
      quarter:
        'Mata dikira dalam setiap suku tahun kalendar (GMT+8). Anda naik sebaik sahaja mencapai ambang; tahap anda disemak pada penghujung setiap suku tahun.',
    },
  },
  formula: {
    title: 'Cara mata dikira',
    stake: '1 mata bagi setiap syiling yang anda pertaruhkan dalam permainan',
    deposit: '1 mata bagi setiap RM penuh deposit yang memberi anda putaran',
    earned: '1 mata bagi setiap syiling penuh yang anda peroleh dalam Cari Yang Berbeza atau kuiz',
    adjust: 'Pelarasan oleh kelab, sentiasa dengan sebab',
    total:
      'Mata anda = jumlah mata yang bertarikh dalam tempoh semakan, tidak kurang daripada 0. Tahap anda = tahap tertinggi yang ambangnya dicapai oleh mata anda. Anda naik sebaik sahaja mencapai ambang dan turun hanya pada akhir tempoh.',
  },
  mine: {
    title: 'Mata saya',
    window: '{{0}} hingga {{1}}',
    none: 'Belum ada mata dalam tempoh ini. Main permainan untuk memperoleh yang pertama.',
    more: 'Tunjuk lagi',
    source: {
      stake: 'Syiling dipertaruhkan',
      deposit: 'Deposit',
      fto: 'Cari Yang Berbeza',
      quiz: 'Kuiz',
      adjust: 'Pelarasan kelab',
    },
  },
  check: {
    title: 'Semak tahap saya',
    intro:
      'Pelayar anda menjumlahkan mata yang disenaraikan di atas dengan peraturan yang diterbitkan dan membandingkan hasilnya dengan angka kelab.',
    button: 'Semak tahap saya',
    checking: 'Menyemak…',
    rows: 'Baris disemak: {{0}}',
    mine: 'Dikira semula dalam pelayar anda: {{0}} mata, cukup untuk {{1}}',
    server: 'Kata kelab: {{0}} mata, tahap {{1}}',
    agree: 'Kedua-duanya sepadan.',
    disagree: 'Kedua-duanya tidak sepadan. Sila hubungi kami.',
    pending: 'Mata anda mencapai tahap yang belum anda pegang: ia milik anda dalam masa seminit.',
    kept: 'Anda mengekalkan tahap yang tidak lagi dicapai oleh mata anda sehingga akhir tempoh (atau pemberian kelab).',
    tooMany: 'Terlalu banyak baris untuk disemak di sini. Sila hubungi kami.',
  },
  celebrate: {
    title: 'Selamat datang ke {{0}}!',
    body: 'Anda telah mencapai {{0}}. Faedah baharu anda bermula sekarang.',
    benefits: 'Lihat faedah saya',
  },
  guest: {
    title: 'Sertai kelab',
    body: 'Ahli memperoleh mata dengan setiap permainan dan menaiki tahap untuk lebih banyak putaran, tebusan lebih pantas dan syiling bonus bulanan.',
  },
  rate: 'Kadar anda di tahap {{0}}: {{1}}',
  settings: 'Tahap VIP: {{0}}',
};
