// The VIP screens' texts (`vip.*`: dict/<lang>/vip.ts), a dictionary section
// apart from the players' dictionary, so a guest's home (whose card reads
// `vipTeaser.*`) never downloads them. /vip, a player's tier card, the
// settings chip (the setting screen), the promotions' rate, the celebration
// (a player's overlays) and the console start with `use(vipTexts())`.
import { sectionTexts } from '../../i18n';

// One literal specifier per language, as in src/i18n/index.ts: one chunk each.
export const vipTexts = sectionTexts({
  en: () => import('../../i18n/dict/en/vip').then((m) => ({ vip: m.vip })),
  zh: () => import('../../i18n/dict/zh/vip').then((m) => ({ vip: m.vip })),
  ms: () => import('../../i18n/dict/ms/vip').then((m) => ({ vip: m.vip })),
});
