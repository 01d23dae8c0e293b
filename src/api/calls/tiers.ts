// The VIP tiers (contract/loyalty): the public ladder and the player's own
// points rows. The player's tier itself comes with the refresh data.
import type { Ladder, PointsPage } from '../../../contract/loyalty/tiers';
import { TIERS_API } from '../../../contract/loyalty/tiersRules';
import { api } from '../client';

export const fetchLadder = (): Promise<Ladder> => api.get<Ladder>(TIERS_API.ladder);

export const fetchMyPoints = (cursor: number | null): Promise<PointsPage> =>
  api.get<PointsPage>(cursor === null ? TIERS_API.myPoints : `${TIERS_API.myPoints}?cursor=${cursor}`);
