// The lucky roulette's forfeit job: a physical prize whose winner the club
// has not reached by its contact deadline (QUIZ_CAMPAIGN.contactDays after
// the spin) is forfeited, and the player is told in the inbox. It goes to
// nobody: the week's stock counts it as given. Every process runs it; the
// claim is one UPDATE of rows still awaiting contact, skipping rows another
// process holds, so an award is forfeited and announced once.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Job } from '../../lib/jobs';
import type { Realtime } from '../../realtime/hub';
import { awardsOfIds, postAwardNote } from './awards';

/** Awards claimed per pass; a longer backlog is taken on the next passes. */
const BATCH = 200;

export interface QuizForfeitDeps {
  db: Kysely<Database>;
  realtime: Realtime;
  clock: () => Date;
  /** pushes the forfeit's inbox note (server/notify) */
  pushInbox: (messageId: number) => void;
}

/** One pass: forfeits the awards past their contact deadline; resolves to how many. */
export async function forfeitOverdueAwards(deps: QuizForfeitDeps): Promise<number> {
  const now = deps.clock();
  const { forfeited, notes } = await deps.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('quiz_awards')
      .set({ state: 'forfeited', updated_at: now })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('quiz_awards')
          .select('id')
          .where('state', '=', 'awaitingContact')
          .where('contact_by', '<=', now)
          .orderBy('contact_by')
          .limit(BATCH)
          .forUpdate()
          .skipLocked(),
      )
      // Again on the locked row: a console move that committed meanwhile wins.
      .where('state', '=', 'awaitingContact')
      .returning(['id', 'player_id'])
      .execute();
    const awards = await awardsOfIds(
      trx,
      claimed.map((c) => c.id),
    );
    const written: { playerId: number; messageId: number }[] = [];
    for (const { id, player_id: playerId } of claimed) {
      const award = awards.get(id);
      const messageId = award && (await postAwardNote(trx, playerId, award, now));
      if (messageId) written.push({ playerId, messageId });
    }
    return { forfeited: claimed.length, notes: written };
  });
  for (const { playerId, messageId } of notes) {
    deps.realtime.toPlayer(playerId, { type: 'stale', reason: 'inbox' });
    deps.pushInbox(messageId);
  }
  return forfeited;
}

/** The forfeit job for the server's runner (lib/jobs.ts), once a minute: a deadline is days away, a minute late is nothing. */
export function quizForfeitJob(deps: QuizForfeitDeps): Job {
  return {
    name: 'quiz forfeits',
    everyMs: 60_000,
    async run() {
      const forfeited = await forfeitOverdueAwards(deps);
      return forfeited ? `quiz forfeits: ${forfeited} prizes forfeited` : null;
    },
  };
}
