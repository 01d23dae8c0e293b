// The account section (dict/en/account.ts): typed by English, so a missing key fails tsc.
import type { account as en } from '../en/account';
import { event } from './event';
import { limits } from './limits';
import { telegram } from './telegram';
import { wallet } from './wallet';

export const account: typeof en = { wallet, limits, telegram, event };
