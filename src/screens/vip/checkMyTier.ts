// "Check my tier" (issue 27): the browser fetches every points row of the
// review window and recomputes the total and the tier with the published
// rules (contract/loyalty/tiersRules.ts), as the fairness verifier recomputes
// an outcome; then it says whether that agrees with the club's figures.
import type { PointsPage, PointsRow } from '../../../contract/loyalty/tiers';
import { checkTier, POINTS_PAGE_SIZE, type TierCheck } from '../../../contract/loyalty/tiersRules';

/** 50 pages of 200: 10,000 rows, far more than a season of play. */
const MAX_PAGES = 50;

export type TierVerdict =
  | { kind: 'tooMany'; rows: number }
  | {
      kind: 'done';
      rows: number;
      mine: TierCheck;
      server: { points: number; tier: number };
      /** the recomputed total is the club's */
      agree: boolean;
      /** the tier held differs from the one the points reach: 'pending' promotion, or 'kept' by grace or a grant */
      note: 'pending' | 'kept' | null;
    };

/** Every row of the window, newest first; null past MAX_PAGES. The first page's total and tier are the server's figures. */
export async function readAllPoints(
  fetchPage: (cursor: number | null) => Promise<PointsPage>,
): Promise<{ first: PointsPage; rows: PointsRow[] } | null> {
  const first = await fetchPage(null);
  const rows = [...first.rows];
  let cursor = first.nextCursor;
  for (let page = 1; cursor !== null; page++) {
    if (page >= MAX_PAGES) return null;
    const next = await fetchPage(cursor);
    rows.push(...next.rows);
    cursor = next.nextCursor;
  }
  return { first, rows };
}

export function judge(first: PointsPage, rows: readonly PointsRow[], thresholds: readonly number[]): TierVerdict {
  const at = Date.parse(first.at);
  const mine = checkTier(
    rows.map((r) => ({ points: r.points, at: Date.parse(r.at) })),
    first.period,
    at,
    thresholds,
  );
  const note = mine.tier > first.tier ? 'pending' : mine.tier < first.tier ? 'kept' : null;
  return {
    kind: 'done',
    rows: rows.length,
    mine,
    server: { points: first.points, tier: first.tier },
    agree: mine.points === first.points,
    note,
  };
}

export async function checkMyTier(
  fetchPage: (cursor: number | null) => Promise<PointsPage>,
  thresholds: readonly number[],
): Promise<TierVerdict> {
  const all = await readAllPoints(fetchPage);
  if (!all) return { kind: 'tooMany', rows: MAX_PAGES * POINTS_PAGE_SIZE };
  return judge(all.first, all.rows, thresholds);
}
