// A wheel's terms as published on its detail (GET games/:slug, spinTerms):
// read from the same functions the deposit route, the allowance and the
// payout job apply, so the terms screen cannot promise what the server does
// not do. The daily limit published is the first VIP tier's, every player's
// at least; a player's own (a higher tier's, or an operator's override) is in
// the wheel's status (allowance.ts), which the terms screen shows beside it.
import { REDEEM } from '../../../contract/constants';
import type { SpinTerms } from '../../../contract/schemas/games';
import type { SpinGameKey } from '../../db/schema';
import type { PrizeTable } from './prizeTable';
import { limitsOf, spinsForDeposit, stakeOf } from './spinGames';

export function spinTermsOf(game: SpinGameKey, table: PrizeTable, baseDailyLimit: number): SpinTerms {
  const paying = table.filter((s) => s.weight > 0).map((s) => s.creditRm);
  return {
    minDepositRm: stakeOf(game),
    spinsPerDeposit: spinsForDeposit(stakeOf(game), game),
    dailySpinLimit: baseDailyLimit,
    // The live table's top prize; the spec's cap while the table is empty.
    maxPrizeRm: paying.length > 0 ? Math.max(...paying) : limitsOf(game).maxPrizeRm,
    creditWithinMinutes: REDEEM.spinCreditWithinMinutes,
    delayedWithinHours: REDEEM.spinDelayedWithinHours,
  };
}
