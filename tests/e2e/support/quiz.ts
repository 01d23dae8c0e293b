// What the quiz e2e tests need to know that a player does not: each question's
// right choice, read from the operator's side (the console's campaign list,
// as the demo operator), never from anything the player's screen receives.
import type { APIRequestContext } from '@playwright/test';
import type { Lang } from '../../../contract/constants';
import type { AdminQuizCampaign } from '../../../contract/games/quizConsole';
import { QUIZ_CONSOLE_API } from '../../../contract/games/quizRules';
import { ADMIN_API } from '../../../contract/adminRoutes';
import { DEMO_OPERATOR } from '../../../server/db/seed/credentials';
import { sealed } from './api';

export interface WeekKey {
  /** the right choice's text per position (1..5), in the language asked */
  right: Map<number, string>;
  /** a wrong choice's text per position */
  wrong: Map<number, string>;
}

/** The answer key of week `weekId` in `lang`. */
export async function weekKey(request: APIRequestContext, weekId: number, lang: Lang = 'en'): Promise<WeekKey> {
  const { token } = (await sealed(request, 'post', ADMIN_API.login, DEMO_OPERATOR)) as { token: string };
  const res = await request.get(`/api/${QUIZ_CONSOLE_API.campaigns}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok()) throw new Error(`GET ${QUIZ_CONSOLE_API.campaigns} -> ${res.status()} ${await res.text()}`);
  const week = ((await res.json()) as AdminQuizCampaign[]).flatMap((c) => c.weeks).find((w) => w.id === weekId);
  if (!week) throw new Error(`no quiz week ${weekId}`);
  const right = new Map<number, string>();
  const wrong = new Map<number, string>();
  for (const q of week.questions) {
    right.set(q.position, q.choices[q.correct]?.[lang] ?? '');
    wrong.set(q.position, q.choices[q.correct === 0 ? 1 : 0]?.[lang] ?? '');
  }
  return { right, wrong };
}
