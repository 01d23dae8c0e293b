import type { quizEntry as en } from '../en/quizEntry';

export const quizEntry: typeof en = {
  badge: 'Kuiz mingguan',
  body: '{{0}} soalan seminggu · 1 syiling setiap jawapan betul · menangi tiket perlumbaan',
  running: 'Sehingga {{0}}',
  upcoming: 'Bermula {{0}}',
  // The ambassador page's card: the campaign's whole span, from its data.
  span: '{{0}} hingga {{1}} (GMT+8)',
  cta: 'Main kuiz',
};
