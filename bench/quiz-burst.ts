// The burst of bench/quiz.ts, in a forked process so the clients' sealing and
// HTTP work never queues on the server's event loop: every player's fifth
// answer (all right) sent at once; each reply's status, outcome, place and
// arrival time after the burst began come back.
import { performance } from 'node:perf_hooks';
import type { QuizAnswer } from '../contract/games/quiz';
import { QUIZ_API } from '../contract/games/quizRules';
import { benchHttp } from './http';

export interface BurstOrder {
  base: string;
  answers: { token: string; body: { playId: number; position: number; choice: number } }[];
}

export interface BurstReply {
  status: number;
  /** ms from the start of the burst to the reply's last byte */
  at: number;
  outcome: string | null;
  place: number | null;
  /** the message key of an error answer */
  message: string | null;
}

async function burst(order: BurstOrder): Promise<BurstReply[]> {
  const http = await benchHttp(order.base, order.answers.length);
  const started = performance.now();
  try {
    return await Promise.all(
      order.answers.map(async ({ token, body }): Promise<BurstReply> => {
        const reply = await http
          .sealed(QUIZ_API.answer, body, token)
          .catch((error: unknown) => ({ status: 0, body: JSON.stringify({ message: String(error) }), ms: 0 }));
        const at = performance.now() - started;
        const json = JSON.parse(reply.body || '{}') as Partial<QuizAnswer> & { message?: string };
        return {
          status: reply.status,
          at,
          outcome: json.play?.outcome ?? null,
          place: json.play?.place ?? null,
          message: json.message ?? null,
        };
      }),
    );
  } finally {
    http.close();
  }
}

if (process.send) {
  process.once('message', (order: BurstOrder) => {
    burst(order).then(
      (replies) => process.send?.(replies, () => process.exit(0)),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
