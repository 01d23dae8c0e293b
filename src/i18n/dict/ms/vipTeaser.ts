import type { vipTeaser as en } from '../en/vipTeaser';

export const vipTeaser: typeof en = {
  title: 'Kelab VIP',
  body: 'Ahli memperoleh mata dengan setiap permainan dan menaiki tahap untuk lebih banyak putaran, tebusan lebih pantas dan syiling bonus bulanan.',
  more: 'Tahap-tahap',
};
