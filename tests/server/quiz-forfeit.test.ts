// The forfeit job of the lucky roulette's physical prizes on the app's clock:
// nothing happens before the winner's 5 contact days are over; then the prize
// is forfeited once (however many processes run the job), the winner is told
// in the inbox, by push and on their devices, and the ticket set does not
// return to the week's stock. A prize the club reached in time stays.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { QUIZ_CAMPAIGN } from '../../contract/constants';
import { MSG } from '../../contract/errors';
import { forfeitOverdueAwards, type QuizForfeitDeps } from '../../server/games/quiz/forfeitJob';
import { setAwardState } from '../../server/games/quiz/awards';
import { playerAwards, publishedPrizes, spinRoulette } from '../../server/games/quiz/roulette';
import { testApp, type TestApp } from './helpers/app';
import { placeEntry, rouletteCampaign, rouletteDeps, TICKETS } from './helpers/quizRoulette';
import { bareVerifiedPlayer } from './helpers/wallet';

let t: TestApp;
let pushed: number[];
let job: QuizForfeitDeps;
beforeAll(async () => {
  t = await testApp();
  t.clock.freeze();
  job = { db: t.db, realtime: t.realtime, clock: t.clock.now, pushInbox: (id) => pushed.push(id) };
});
afterAll(async () => {
  await t.close();
});

const CONTACT_MS = QUIZ_CAMPAIGN.contactDays * 86_400_000;

/** A player placed in the week who spins the tickets (the only prize of the table). */
async function ticketWinner(weekId: number, place: number): Promise<{ playerId: number; awardId: number }> {
  const playerId = await bareVerifiedPlayer(t);
  await placeEntry(t, weekId, playerId, { place });
  const { answer } = await spinRoulette(rouletteDeps(t), { id: playerId }, { weekId, idempotencyKey: randomUUID() }, t.clock.now());
  if (!answer.spin.award) throw new Error('the tickets gave no award');
  return { playerId, awardId: answer.spin.award.id };
}

const inboxTitles = async (playerId: number) =>
  (await t.db.selectFrom('inbox_messages').select('title').where('player_id', '=', playerId).orderBy('id').execute()).map(
    (m) => m.title.en,
  );

describe('the quiz forfeit job', () => {
  it('forfeits an unclaimed prize after 5 days, once, tells the winner, and gives the set back to nobody', async () => {
    const {
      id: campaignId,
      weekIds: [weekId = 0],
    } = await rouletteCampaign(t, [TICKETS]);
    const unreached = await ticketWinner(weekId, 1);
    const reached = await ticketWinner(weekId, 2);
    await setAwardState(t.db, reached.awardId, 'contacted', t.clock.now());
    const told = vi.spyOn(t.realtime, 'toPlayer');
    pushed = [];

    t.clock.advance(CONTACT_MS - 1);
    expect(await forfeitOverdueAwards(job)).toBe(0);
    expect((await playerAwards(t.db, unreached.playerId, campaignId))[0]?.state).toBe('awaitingContact');

    t.clock.advance(1);
    // Two processes' passes at once: the prize is forfeited and announced by one of them.
    expect(await Promise.all([forfeitOverdueAwards(job), forfeitOverdueAwards(job)]).then(([a, b]) => a + b)).toBe(1);
    expect(await forfeitOverdueAwards(job)).toBe(0);

    expect((await playerAwards(t.db, unreached.playerId, campaignId))[0]).toMatchObject({
      state: 'forfeited',
      updatedAt: t.clock.now().toISOString(),
    });
    expect((await playerAwards(t.db, reached.playerId, campaignId))[0]?.state).toBe('contacted');
    expect(await inboxTitles(unreached.playerId)).toEqual(['You won Race tickets!', 'Prize forfeited']);
    expect(await inboxTitles(reached.playerId)).toEqual(['You won Race tickets!']);
    expect(pushed).toHaveLength(1);
    expect(told).toHaveBeenCalledWith(unreached.playerId, { type: 'stale', reason: 'inbox' });
    told.mockRestore();

    // The forfeited set stays given: 2 of 15 are gone this week.
    expect((await publishedPrizes(t.db, campaignId, weekId))[0]?.left).toBe(QUIZ_CAMPAIGN.ticketSetsPerWeek - 2);
    // And a lapsed prize cannot be shipped after all.
    await expect(setAwardState(t.db, unreached.awardId, 'shipped', t.clock.now())).rejects.toMatchObject({
      status: 409,
      key: MSG.invalidRequest,
    });
  });
});

describe("the console's moves of an award", () => {
  it('goes awaiting contact -> contacted -> shipped, tells the winner it shipped, and refuses going back', async () => {
    const {
      weekIds: [weekId = 0],
    } = await rouletteCampaign(t, [TICKETS]);
    const { playerId, awardId } = await ticketWinner(weekId, 1);
    await expect(setAwardState(t.db, awardId, 'shipped', t.clock.now())).rejects.toMatchObject({ status: 409 });
    const contacted = await setAwardState(t.db, awardId, 'contacted', t.clock.now());
    expect([contacted.award.state, contacted.messageId]).toEqual(['contacted', null]);
    // A double click changes nothing.
    expect((await setAwardState(t.db, awardId, 'contacted', t.clock.now())).messageId).toBeNull();
    const shipped = await setAwardState(t.db, awardId, 'shipped', t.clock.now());
    expect(shipped).toMatchObject({ playerId, award: { state: 'shipped' }, messageId: expect.any(Number) });
    expect(await inboxTitles(playerId)).toEqual(['You won Race tickets!', 'Your prize is on its way']);
    await expect(setAwardState(t.db, awardId, 'awaitingContact', t.clock.now())).rejects.toMatchObject({ status: 409 });
    await expect(setAwardState(t.db, 999_999, 'contacted', t.clock.now())).rejects.toMatchObject({ status: 404 });
  });
});
