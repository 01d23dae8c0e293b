// POST h5/deposit: the H5 platform reports a player's deposit, and a deposit
// of at least RM30 earns a spin (SPEC section 9: "deposit of at least RM30
// per spin"). The stricter reading is taken: ONE spin per qualifying deposit,
// whatever its size (RM90 in one deposit is one spin, not three), on ONE
// wheel (the one the platform names, spin-wheel when it names none), never
// one on each. That keeps the prize's stake at RM30 or more, which is what
// the declared RTP of 97% is measured against (server/games/README.md).
// tx_id is the deposit's key: a report replayed any number of times grants
// nothing after the first (./repo.ts).
import type { SpinGameKey } from '../db/schema';
// The rule lives with the wheels, whose terms publish it (server/games/wheel/terms.ts).
export { spinsForDeposit } from '../games/wheel/spinGames';

/** The wheel a deposit's spin goes to when the platform does not say. */
export const DEFAULT_DEPOSIT_WHEEL: SpinGameKey = 'SPINWHEEL';
