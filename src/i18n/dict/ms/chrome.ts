import type { Dict } from '../en';

export const chrome: Dict['chrome'] = {
  brand: 'Kelab Ganjaran VIP',
  nav: {
    label: 'Navigasi utama',
    menu: 'Menu pantas',
    menuUnread: 'Menu pantas, {{0}} mesej belum dibaca',
  },
  common: {
    opensOutside: '(dibuka di luar aplikasi)',
    /** an empty date field's hint: day, month, year */
    dateHint: 'HH/BB/TTTT',
  },
  contact: {
    close: 'Tutup pilihan hubungan',
  },
  install: {
    iosShare: 'Ketik butang Kongsi dalam Safari',
    iosAdd: 'Pilih "Tambah ke Skrin Utama"',
  },
  preloader: {
    data: 'Mendapatkan ganjaran anda',
    images: 'Menyediakan sepanduk',
    fonts: 'Menyusun meja',
  },
  home: {
    tagline: 'Main, kumpul syiling, menang kredit percuma',
    welcome: 'Selamat kembali, {{0}}',
    guestTitle: 'Sertai Kelab VIP',
    guestBody: 'Main permainan mini percuma, kumpul syiling dan tebus untuk kredit percuma.',
    quickLinks: 'Pautan pantas',
  },
  banner: {
    label: 'Promosi pilihan',
    slide: 'Sepanduk {{0}} daripada {{1}}',
    goTo: 'Tunjuk sepanduk {{0}} daripada {{1}}',
  },
  comingSoon: {
    body: 'Kami sedang menyiapkan halaman ini. Nantikan tidak lama lagi!',
  },
  notFound: {
    body: 'Halaman ini telah tersesat. Mari kembali ke tempat yang menyeronokkan.',
  },
  bigWins: {
    title: 'Kemenangan besar',
    won: '{{0}} menang {{1}} syiling ×{{2}} dalam {{3}}',
    aPlayer: 'Seorang pemain',
    none: 'Kemenangan besar dipaparkan di sini sebaik sahaja berlaku',
  },
};
