import { describe, expect, it } from 'vitest';
import type { QuizAward } from '../../../contract/games/quiz';
import { loadLanguage } from '../../i18n';
import { screenHarness } from '../testing';
import { AwardList } from './QuizPrizes';

const h = screenHarness();
const TICKETS = { en: 'Race tickets', zh: '赛车门票', ms: 'Tiket perlumbaan' };
const award = (over: Partial<QuizAward>): QuizAward => ({
  id: 1,
  weekId: 1,
  weekNumber: 2,
  label: TICKETS,
  kind: 'physical',
  coins: 0,
  state: 'contacted',
  contactBy: '2090-12-20T02:00:00.000Z',
  mailBy: '2091-01-08',
  mailedAt: null,
  updatedAt: '2090-12-16T02:00:00.000Z',
  ...over,
});
const mailLines = () =>
  [...h.container.querySelectorAll('[data-testid="quiz-award-mail"]')].map((el) => [el.getAttribute('data-state'), el.textContent]);

describe("a physical prize's mail promise on the player's prize list", () => {
  it('shows the mail-by day until it is mailed, then the day it was mailed (GMT+8); nothing for coins', async () => {
    await h.render(
      <AwardList
        lang="en"
        awards={[
          award({ id: 1 }),
          // Mailed late in the evening of 8 January in Malaysia: still that day there.
          award({ id: 2, state: 'shipped', mailedAt: '2091-01-08T15:30:00.000Z' }),
          award({ id: 3, kind: 'coins', coins: 5, state: 'credited', contactBy: null, mailBy: null }),
        ]}
      />,
    );
    expect(mailLines()).toEqual([
      ['due', 'Mailed by 08/01/2091'],
      ['mailed', 'Mailed on 08/01/2091'],
    ]);
  });

  it('says it in Malay and Chinese', async () => {
    const both = [award({ id: 1 }), award({ id: 2, state: 'shipped', mailedAt: '2091-01-09T01:00:00.000Z' })];
    await loadLanguage('ms');
    await h.render(<AwardList lang="ms" awards={both} />);
    expect(mailLines().map(([, text]) => text)).toEqual(['Dipos sebelum 08/01/2091', 'Dipos pada 09/01/2091']);
    await loadLanguage('zh');
    await h.render(<AwardList lang="zh" awards={both} />);
    expect(mailLines().map(([, text]) => text)).toEqual(['将于 08/01/2091 前寄出', '已于 09/01/2091 寄出']);
    await loadLanguage('en');
  });
});
