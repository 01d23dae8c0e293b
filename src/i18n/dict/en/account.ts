// The texts of the account's screens (wallet: redeem, account verification,
// transactions, the inbox; the player's own limits; the Telegram binding) and
// of /event: a dictionary section apart from the players' dictionary, so a
// guest opening home never downloads them (src/i18n/accountTexts.ts).
import type { DictTree } from '../en';
import { event } from './event';
import { limits } from './limits';
import { telegram } from './telegram';
import { wallet } from './wallet';

export const account = { wallet, limits, telegram, event } satisfies DictTree;
