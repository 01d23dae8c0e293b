// Teks skrin acara (src/screens/event): apa yang berlangsung sekarang dan seterusnya.
export const event = {
  intro: 'Apa yang berlangsung sekarang dan seterusnya, mengikut jam kelab (GMT+8).',
  nothing: 'Tiada apa-apa berlangsung sekarang. Sila kembali nanti!',
  quiz: {
    title: 'Kuiz mingguan',
    current: 'Minggu {{0}}: {{1}} hingga {{2}}',
    next: 'Seterusnya: minggu {{0}} mulai {{1}}',
    endsIn: 'Minggu ini tamat dalam {{0}}',
    startsIn: 'Bermula dalam {{0}}',
    cta: 'Main kuiz',
  },
  egg: {
    title: 'Telur Bertuah hari ini',
    maintenance: 'Dalam penyelenggaraan buat masa ini',
    session: 'Sesi {{0}}',
    open: 'Dibuka sekarang, ditutup dalam {{0}}',
    upcoming: 'Dibuka dalam {{0}}',
    over: 'Tamat',
    cta: 'Pecahkan telur',
  },
  promotions: {
    title: 'Promosi yang berjalan',
    cta: 'Semua promosi',
  },
};
