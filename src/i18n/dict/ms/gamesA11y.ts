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
};
