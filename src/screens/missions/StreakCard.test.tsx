import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Streak } from '../../../contract/loyalty/streaks';
import { STREAK_API } from '../../../contract/loyalty/streaksRules';
import { loadLanguage } from '../../i18n';
import { resetAllStores } from '../../state/persist';
import { playerState } from '../../state/player';
import { ok, screenHarness } from '../testing';
import { StreakCard } from './StreakCard';

const h = screenHarness();
beforeEach(() => {
  resetAllStores();
  playerState.authenticated = true;
});
// Inside act: the card of the test just run is still mounted and re-renders in the language.
afterEach(() => act(() => loadLanguage('en')));

const streak = (over: Partial<Streak>): Streak => ({
  days: 0,
  shield: true,
  shielded: [],
  playedToday: false,
  next: { days: 3, coins: 3 },
  lost: null,
  ...over,
});
const line = (id: string) => h.container.querySelector(`[data-testid="${id}"]`)?.textContent ?? null;
async function show(s: Streak): Promise<void> {
  h.answers.set(`GET ${STREAK_API.mine}`, ok(s));
  await h.render(<StreakCard />);
}

const LOST = streak({ shield: false, lost: { days: 5, on: '2026-11-27' } });
const RUNNING = streak({ days: 4, playedToday: true, next: { days: 7, coins: 7 } });
const SHIELDED = streak({ days: 2, shield: false, shielded: ['2026-11-29'] });

describe('the streak card', () => {
  it('tells a lost streak kindly, with its length and the day it ended, and invites a new one', async () => {
    await show(LOST);
    expect(line('streak-lost')).toBe('Your 5-day streak ended on 27/11/2026. No worries, a new one starts with your next play.');
    expect(h.text()).toContain('Play any game today to start a streak');
    expect([line('streak-days'), line('streak-shield'), line('streak-next')]).toEqual([null, null, null]);
  });

  it('shows a running streak, its shield ready and the next milestone, with the milestones reached marked', async () => {
    await show(RUNNING);
    expect(line('streak-days')).toBe('4-day streak');
    expect(h.text()).toContain('Played today');
    expect(line('streak-shield')).toBe('Shield ready: one missed day is forgiven');
    expect(line('streak-next')).toBe('3 more days to the 7-day reward (+7 coins)');
    expect(line('streak-lost')).toBeNull();
    const marks = [...h.container.querySelectorAll('ol li')].map((li) => [li.textContent, li.className !== '']);
    expect(marks).toEqual([
      ['3', true],
      ['7', false],
      ['14', false],
      ['30', false],
    ]);
  });

  it('shows the shield used, the days it forgave, and one day to go in the singular', async () => {
    await show(SHIELDED);
    expect(line('streak-shield')).toBe('Shield used: it comes back on Monday or on a festival day');
    expect(h.text()).toContain('Shielded days: 29/11/2026');
    expect(h.text()).toContain('Play today to keep it going');
    expect(line('streak-next')).toBe('1 more day to the 3-day reward (+3 coins)');
  });

  it('says every milestone is reached past the last one', async () => {
    await show(streak({ days: 31, playedToday: true, next: null }));
    expect(line('streak-next')).toBeNull();
    expect(h.text()).toContain('Every milestone reached. Keep it going!');
  });

  it('is not drawn for a guest, and asks nothing', async () => {
    playerState.authenticated = false;
    await show(RUNNING);
    expect(line('streak-card')).toBeNull();
    expect(h.calls).toEqual([]);
  });
});

describe('the streak card in Malay', () => {
  beforeEach(() => loadLanguage('ms'));

  it('tells a lost streak with its day', async () => {
    await show(LOST);
    expect(line('streak-lost')).toBe(
      'Rentetan 5 hari anda tamat pada 27/11/2026. Jangan risau, rentetan baharu bermula dengan permainan anda yang seterusnya.',
    );
  });

  it('shows a running streak, the shield ready and the next milestone', async () => {
    await show(RUNNING);
    expect(line('streak-days')).toBe('Rentetan 4 hari');
    expect(line('streak-shield')).toBe('Perisai sedia: satu hari terlepas dimaafkan');
    expect(line('streak-next')).toBe('3 hari lagi ke ganjaran 7 hari (+7 syiling)');
  });

  it('shows the shield used and the days it forgave', async () => {
    await show(SHIELDED);
    expect(line('streak-shield')).toBe('Perisai digunakan: ia kembali pada hari Isnin atau hari perayaan');
    expect(h.text()).toContain('Hari dilindungi perisai: 29/11/2026');
    expect(line('streak-next')).toBe('1 hari lagi ke ganjaran 3 hari (+3 syiling)');
  });
});
