// A wheel's terms as published on its detail (GET games/:slug, spinTerms):
// read from the same functions the deposit route, the allowance and the
// payout job apply, so the terms screen cannot promise what the server does
// not do.
import { REDEEM } from '../../../contract/constants';
import type { SpinTerms } from '../../../contract/schemas/games';
import type { SpinGameKey } from '../../db/schema';
import type { PrizeTable } from './prizeTable';
import { DEFAULT_DAILY_LIMIT, limitsOf, spinsForDeposit, stakeOf } from './spinGames';

export function spinTermsOf(game: SpinGameKey, table: PrizeTable): SpinTerms {
  const paying = table.filter((s) => s.weight > 0).map((s) => s.creditRm);
  return {
    minDepositRm: stakeOf(game),
    spinsPerDeposit: spinsForDeposit(stakeOf(game), game),
    dailySpinLimit: DEFAULT_DAILY_LIMIT(game),
    // The live table's top prize; the spec's cap while the table is empty.
    maxPrizeRm: paying.length > 0 ? Math.max(...paying) : limitsOf(game).maxPrizeRm,
    creditWithinMinutes: REDEEM.spinCreditWithinMinutes,
    delayedWithinHours: REDEEM.spinDelayedWithinHours,
  };
}
