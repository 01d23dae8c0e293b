// The load of bench/fto.ts (run by bench/loops.ts in a forked process): each
// player plays today's one free Find The Odd play through, as the app does:
// start it, then deal and answer each round in turn (always the first card;
// what it earns does not change the work). A play cut short by an error or
// by the end of the time is left open and not counted.
import { randomUUID } from 'node:crypto';
import type { FtoPlay } from '../contract/games/fto';
import { FTO_API, FTO_ROUNDS } from '../contract/games/ftoRules';
import { serveForked, type LoopOrder, type SessionRun } from './loops';

const play =
  (): SessionRun =>
  async ({ http, token, call }) => {
    const started = await call('start', () => http.sealed(FTO_API.play, { idempotencyKey: randomUUID() }, token));
    if (!started) return false;
    const playId = (JSON.parse(started.body) as FtoPlay).id;
    for (let round = 1; round <= FTO_ROUNDS; round++) {
      if (!(await call('deal', () => http.sealed(FTO_API.deal, { playId, round }, token)))) return false;
      if (!(await call('answer', () => http.sealed(FTO_API.answer, { playId, round, card: 0 }, token)))) return false;
    }
    return true;
  };

serveForked<LoopOrder>(play);
