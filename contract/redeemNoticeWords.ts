// The push an operator who allowed it gets when a redemption has waited
// undecided (server/redeem/notices.ts), in the language their console was in.
// The console's banner says the same in its own dictionary.
import type { Lang } from './constants';

/** {{0}}: hours waited, {{1}}: the player's UID, {{2}}: the credit in RM, {{3}}: hours left before the due time */
export const REDEEM_NOTICE_WORDS: Record<Lang, { title: string; body: string }> = {
  en: { title: 'Redemption waiting {{0}} h', body: '{{1}} · RM{{2}}: decide within {{3}} h or the promise is missed.' },
  zh: { title: '兑换已等待 {{0}} 小时', body: '{{1}} · RM{{2}}：请在 {{3}} 小时内处理，否则将违背承诺。' },
  ms: { title: 'Penebusan menunggu {{0}} jam', body: '{{1}} · RM{{2}}: putuskan dalam {{3}} jam atau janji tidak ditepati.' },
};
