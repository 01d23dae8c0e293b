import type { DeskDict } from './ConsoleApp-desk-en';

// Carta papan pemuka dan muat turun CSV konsol (isu 26, perkara 16).
export const desk: DeskDict = {
  charts: '30 hari lepas',
  chartsHint: 'Satu titik sehari (hari GMT+8, hari ini di sebelah kanan). Di bawah setiap carta, angkanya dalam jadual.',
  day: 'Hari (GMT+8)',
  empty: 'Belum ada apa-apa dalam 30 hari ini.',
  table: 'Tunjukkan angka sebagai jadual',
  totals: 'Jumlah 30 hari: {{0}}',
  coins: {
    title: 'Syiling dikeluarkan dan ditebus setiap hari',
    axis: 'Syiling',
    issued: 'Dikeluarkan',
    redeemed: 'Ditebus',
  },
  redemptions: {
    title: 'Penebusan setiap hari berbanding janji {{0}} jam',
    axis: 'Penebusan',
    requested: 'Dipohon',
    credited: 'Dikreditkan',
    late: 'Lewat (janji tamat hari itu, tidak ditepati)',
  },
  game: {
    title: '{{0}}: pertaruhan, bayaran dan pulangan',
    amount: 'Amaun ({{0}})',
    coinsUnit: 'syiling',
    return: 'Pulangan',
    stakes: 'Pertaruhan',
    payouts: 'Dibayar',
    observed: 'Pulangan sebenar, terkumpul sepanjang 30 hari',
    declared: 'RTP diisytiharkan',
    summary: 'Pulangan sebenar 30 hari: {{0}} (diisytiharkan {{1}})',
    noStakes: 'belum ada pertaruhan',
  },
  active: {
    title: 'Pemain aktif setiap hari',
    axis: 'Pemain',
    players: 'Pemain yang membuka aplikasi atau syilingnya bergerak',
  },
  csv: {
    download: 'Muat turun CSV',
    ledger: 'CSV lejar',
    players: 'CSV pemain',
    busy: 'Menyediakan fail...',
  },
};
