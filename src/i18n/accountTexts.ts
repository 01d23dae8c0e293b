// The account section's texts (`wallet.*`, `limits.*`, `telegram.*`,
// `event.*`: dict/<lang>/account.ts), loaded apart from the players'
// dictionary so a guest opening home never downloads them. The screens that
// show them (setting, redeem, transactions, inbox, event, the reality check,
// a player's overlays, the console) start with `use(accountTexts())`.
import { sectionTexts } from './index';

// One literal specifier per language, as in index.ts: one chunk each.
export const accountTexts = sectionTexts({
  en: () => import('./dict/en/account').then((m) => m.account),
  zh: () => import('./dict/zh/account').then((m) => m.account),
  ms: () => import('./dict/ms/account').then((m) => m.account),
});
