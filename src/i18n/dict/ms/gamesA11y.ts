// Perkataan permainan untuk pembaca skrin dan papan kekunci (issue 29): label
// butang papan boleh akses dan pengumuman langsung. Tidak lebih daripada gambar.
import type { gamesA11y as en } from '../en/gamesA11y';

export const gamesA11y: typeof en = {
  board: 'Kawalan permainan',
  seconds: '{{0}} saat lagi',
  timeUp: 'Masa tamat',
  wheel: {
    spin: 'Putar',
    spinning: 'Roda sedang berputar',
    won: 'Roda berhenti pada {{0}}. Anda menang!',
    stopped: 'Roda berhenti pada {{0}}',
  },
  fto: {
    card: 'Kad {{0}} daripada {{1}}, baris {{2}}',
    round: 'Pusingan {{0}} daripada {{1}}: cari gambar yang berbeza',
    picked: 'Anda memilih kad {{0}}',
    right: 'Betul! {{0}} setakat ini',
    wrong: 'Salah. Gambar yang berbeza ialah kad {{0}}',
    timeUp: 'Masa tamat. Gambar yang berbeza ialah kad {{0}}',
    finished: 'Permainan tamat: {{0}} betul',
  },
  squid: {
    left: 'Panel kiri, langkah {{0}} daripada {{1}}',
    right: 'Panel kanan, langkah {{0}} daripada {{1}}',
    step: 'Langkah {{0}} daripada {{1}}: pilih panel kiri atau kanan',
    pickedLeft: 'Anda melompat ke panel kiri langkah {{0}}',
    pickedRight: 'Anda melompat ke panel kanan langkah {{0}}',
    held: 'Kaca langkah {{0}} bertahan: {{1}}, tunaikan sekarang untuk {{2}} syiling. Seterusnya langkah {{3}} daripada {{4}}',
    fell: 'Kaca langkah {{0}} pecah. Anda jatuh dan kehilangan {{1}} syiling',
    cashedOut: 'Anda menunaikan {{0}} syiling',
    crossed: 'Anda melintasi jambatan! {{0}} syiling',
  },
  egg: {
    egg: 'Telur {{0}} daripada {{1}}, baris {{2}}',
    open: 'Sesi dibuka: pilih satu daripada lima telur',
    closed: 'Tiada sesi dibuka sekarang: telur menunggu sesi seterusnya',
    maintenance: 'Telur bertuah sedang diselenggara',
    played: 'Anda sudah bermain sesi ini: telur {{0}} berisi {{1}}',
    picked: 'Anda memilih telur {{0}}',
    won: 'Telur {{0}} berisi {{1}}: anda mendapat {{2}} syiling',
    nothing: 'Telur {{0}} berisi {{1}}: tiada hadiah kali ini',
  },
  rsp: {
    rock: 'Batu',
    scissor: 'Gunting',
    paper: 'Kertas',
    searching: 'Mencari lawan',
    found: 'Lawan anda: {{0}}. Perlawanan bermula sebentar lagi',
    round: 'Pusingan {{0}}: pilih batu, gunting atau kertas',
    final: 'Pusingan akhir: pilih batu, gunting atau kertas',
    picked: 'Anda bermain {{0}}',
    revealed: 'Pusingan {{0}}. Anda: {{1}}. Lawan: {{2}}. {{3}}. Skor {{4}} lawan {{5}}',
    ended: 'Pusingan {{0}}. Anda: {{1}}. Lawan: {{2}}. {{3}} {{4}}. Skor {{5}} lawan {{6}}',
    over: '{{0}} {{1}}. Skor {{2}} lawan {{3}}',
  },
};
