// Demo content for a fresh database: the server calls seedDemo at start-up
// when seeding is enabled; once any game exists it only adds a missing
// wheel's prize table (spinPrizes.ts).
import { sql, type Kysely } from 'kysely';
import { inTransaction } from '../../ledger';
import type { Database } from '../schema';
import { seedContent } from './content';
import { DEMO_PLAYER } from './credentials';
import { seedFaqs } from './faqs';
import { seedMissions } from './missions';
import { seedGames } from './games';
import { seedHolidays } from './holidays';
import { seedPages } from './pages';
import { seedPlayers } from './players';
import { seedQuiz } from './quiz';
import { seedSpinDemo } from './spinDemo';
import { seedSpinPrizes } from './spinPrizes';
import { seedTiers } from './tiers';

export { DEMO_NORMAL_PLAYER, DEMO_OPERATOR, DEMO_PLAYER } from './credentials';
export { SEED_UPLOADS_DIR } from './art/paths';

/** Any fixed number: serialises two servers seeding one empty database at the same moment. */
const SEED_LOCK_KEY = 7_340_001;

/**
 * accounts: false (production) seeds the content and games but no demo
 * player or operator: a known password on a live server is an open door; the
 * first operator comes from `npm run operator` or the environment (auth/operators.ts).
 */
export async function seedDemo(db: Kysely<Database>, opts: { now: Date; accounts?: boolean }): Promise<{ seeded: boolean }> {
  return inTransaction(db, async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    // Prize tables first and on every start: a database seeded before they
    // existed gets them; a wheel that has a table keeps it (an operator's).
    await seedSpinPrizes(trx);
    const anyGame = await trx.selectFrom('games').select('slug').limit(1).executeTakeFirst();
    if (anyGame) return { seeded: false };
    await seedContent(trx, opts.now);
    await seedGames(trx, opts.now);
    await seedQuiz(trx, opts.now);
    await seedFaqs(trx);
    await seedPages(trx);
    if (opts.accounts === false) return { seeded: true };
    await seedPlayers(trx, opts.now);
    const demo = await trx.selectFrom('players').select('id').where('uid', '=', DEMO_PLAYER.uid).executeTakeFirstOrThrow();
    await seedSpinDemo(trx, demo.id, opts.now);
    await seedMissions(trx, opts.now);
    await seedTiers(trx, demo.id, opts.now);
    await seedHolidays(trx);
    return { seeded: true };
  });
}
