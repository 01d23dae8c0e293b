import { describe, expect, it } from 'vitest';
import type { PointsPage, PointsRow } from '../../../contract/loyalty/tiers';
import { checkMyTier } from './checkMyTier';

const AT = '2026-11-28T10:00:00.000Z';
const row = (id: number, points: number, at = '2026-11-27T10:00:00.000Z'): PointsRow => ({
  id,
  source: 'stake',
  sourceId: `r${id}`,
  points,
  reason: null,
  at,
});
const page = (rows: PointsRow[], over: Partial<PointsPage> = {}): PointsPage => ({
  period: 'rolling90',
  at: AT,
  points: 0,
  tier: 0,
  rows,
  nextCursor: null,
  ...over,
});
const THRESHOLDS = [0, 100, 500];

describe('checkMyTier', () => {
  it("adds up every page and agrees with the server's total and tier", async () => {
    const pages = new Map<number | null, PointsPage>([
      [null, page([row(5, 40), row(4, 30)], { points: 120, tier: 1, nextCursor: 4 })],
      [4, page([row(3, 50)], { points: 120, tier: 1 })],
    ]);
    const verdict = await checkMyTier(async (cursor) => pages.get(cursor) ?? page([]), THRESHOLDS);
    expect(verdict).toMatchObject({
      kind: 'done',
      rows: 3,
      mine: { points: 120, tier: 1 },
      server: { points: 120, tier: 1 },
      agree: true,
      note: null,
    });
  });

  it("says so when the club's total is not the rows' sum, and leaves out rows outside the window", async () => {
    const old = row(1, 900, '2026-08-01T00:00:00.000Z');
    const verdict = await checkMyTier(async () => page([row(2, 60), old], { points: 960 }), THRESHOLDS);
    expect(verdict).toMatchObject({ kind: 'done', mine: { points: 60, tier: 0 }, agree: false });
  });

  it('explains a tier held above or below what the points reach', async () => {
    expect(await checkMyTier(async () => page([row(1, 600)], { points: 600, tier: 1 }), THRESHOLDS)).toMatchObject({
      agree: true,
      note: 'pending',
    });
    expect(await checkMyTier(async () => page([row(1, 20)], { points: 20, tier: 2 }), THRESHOLDS)).toMatchObject({
      agree: true,
      note: 'kept',
    });
  });

  it('gives up past 50 pages rather than claim a check it did not finish', async () => {
    const endless = async (cursor: number | null) => page([row(1, 1)], { nextCursor: (cursor ?? 1000) - 1 });
    expect(await checkMyTier(endless, THRESHOLDS)).toEqual({ kind: 'tooMany', rows: 10_000 });
  });
});
