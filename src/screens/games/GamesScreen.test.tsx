import { describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { API } from '../../../contract/routes';
import type { GameCard, GameDetail } from '../../../contract/schemas/games';
import { gameState, resetRecords } from '../../state/game';
import { fail, ok, screenHarness } from '../testing';
import GameDetailScreen from './GameDetailScreen';
import GamesScreen from './GamesScreen';
import PlayScreen from './PlayScreen';
import { primeGameDetail } from './useGames';

const h = screenHarness();
const loc = (s: string) => ({ en: s, zh: `${s} zh`, ms: `${s} ms` });
const card = (slug: GameCard['slug'], key: GameCard['key'], state: GameCard['state'], tag: GameCard['tag'] = null): GameCard => ({
  slug,
  key,
  tag,
  state,
  startDate: '2026-03-05T06:07:00Z',
  endDate: null,
  cardImg: loc(`games/${slug}.svg`),
  title: loc(slug),
});
const CARDS = [
  card('squidgame', 'SQUIDGAME', 'preparation', 'HOT'),
  card('spin-wheel', 'SPINWHEEL', 'live'),
  card('rock-scissor-paper', 'ROCKSCISSORPAPER', 'comingSoon', 'NEW'),
  card('fto', 'FTO', 'ended'),
  card('lucky-egg', 'LUCKYEGG', 'maintenance', 'NEW'),
  card('spinwheelv2', 'SPINWHEELV2', 'live'),
];
const text = {
  title: 'Spin Wheel',
  description: 'Spin it.',
  features: ['Prizes up to RM50'],
  screenshots: ['games/screens/a.svg'],
  notice: ['RTP 97%'],
};
const detail = (state: GameCard['state']): GameDetail => ({
  card: card('spin-wheel', 'SPINWHEEL', state),
  content: { en: text, zh: text, ms: text },
  declaredRtp: 0.97,
  exactRtp: 0.97,
  maxOdds: 50,
  volatility: 'medium',
  odds: [
    { index: 1, label: loc('RM 10'), creditRm: 10, multiplier: 0.3333, probability: 0.3, weight: 300 },
    { index: 0, label: loc('Try again'), creditRm: 0, multiplier: 0, probability: 0.7, weight: 700 },
  ],
});

function at(path: string, pattern: string, node: React.ReactNode) {
  return (
    <Router hook={memoryLocation({ path }).hook}>
      <Route path={pattern}>{node}</Route>
    </Router>
  );
}

describe('GamesScreen', () => {
  it('shows the cards in order, each state marked, maintenance from the play record too', async () => {
    resetRecords();
    gameState.records.SPINWHEELV2.mtn = 1;
    h.answers.set(`GET ${API.games}`, ok(CARDS));
    await h.render(at('/games', '/games', <GamesScreen />));
    const cards = [...h.container.querySelectorAll('[data-testid^="game-card-"]')];
    expect(cards.map((c) => c.getAttribute('data-state'))).toEqual([
      'preparation',
      'live',
      'comingSoon',
      'ended',
      'maintenance',
      'maintenance',
    ]);
    expect(cards[0]?.textContent).toContain('HOT');
    expect(cards[2]?.textContent).toContain('Starts 05/03/2026 02:07 PM');
    expect(cards[1]?.querySelector('img')?.getAttribute('src')).toBe('/uploads/games/spin-wheel.svg');
    resetRecords();
  });

  it('offers a retry when the list fails', async () => {
    h.answers.set(`GET ${API.games}`, fail(500, 'msg.internalServerError'));
    await h.render(at('/games', '/games', <GamesScreen />));
    expect(h.container.querySelector('[data-testid="load-error"]')).not.toBeNull();
  });
});

describe('GameDetailScreen', () => {
  it('shows figures, odds per slot in wheel order and the play button of a live game', async () => {
    h.answers.set(`GET ${API.game('spin-wheel')}`, ok(detail('live')));
    await h.render(at('/games/spin-wheel', '/games/:game', <GameDetailScreen />));
    const figures = h.container.querySelector('[data-testid="game-figures"]')?.textContent ?? '';
    expect(figures).toContain('97.00%');
    // The top prize and what it pays on the stake, not a declared cap beside a smaller exact figure.
    expect(h.container.querySelector('[data-testid="game-top-prize"]')?.textContent).toBe('RM 10pays 0.33x the stake');
    expect(figures).not.toContain('50x');
    const rows = [...h.container.querySelectorAll('[data-testid="odds-table"] tbody tr')].map((r) => r.textContent);
    expect(rows).toEqual(['1Try again0x70.00%', '2RM 100.33x30.00%']);
    expect(h.container.querySelector('[data-testid="play-button"]')?.getAttribute('href')).toBe('/games/spin-wheel/play');
  });

  it("reads Squid game's table as a ladder: the cash-out at each step and the chance of getting there, in words for its steps", async () => {
    const ladder: GameDetail = {
      ...detail('live'),
      card: card('squidgame', 'SQUIDGAME', 'live'),
      odds: [
        { index: 0, label: loc('Step 1'), creditRm: 0, multiplier: 1.94, probability: 0.5 },
        { index: 1, label: loc('Step 2'), creditRm: 0, multiplier: 3.88, probability: 0.25 },
      ],
    };
    h.answers.set(`GET ${API.game('squidgame')}`, ok(ladder));
    await h.render(at('/games/squidgame', '/games/:game', <GameDetailScreen />));
    const table = h.container.querySelector('[data-testid="odds-table"]');
    expect(table?.closest('section')?.querySelector('h2')?.textContent).toBe('Cash-out at each step');
    expect([...(table?.querySelectorAll('th') ?? [])].map((th) => th.textContent)).toEqual(['Step', 'Multiplier', 'Chance to get there']);
    expect([...(table?.querySelectorAll('tbody tr') ?? [])].map((r) => r.textContent)).toEqual(['11.94x50.00%', '23.88x25.00%']);
    const section = table?.closest('section')?.textContent ?? '';
    expect(section).toContain('Each step is decided on the server');
    expect(section).not.toMatch(/spin|slot/i);
  });

  it('gives a game without a prize table its figures from its rules: what a win pays, not the declared cap', async () => {
    const rsp: GameDetail = {
      ...detail('live'),
      card: card('rock-scissor-paper', 'ROCKSCISSORPAPER', 'live'),
      maxOdds: 1000,
      exactRtp: 0.97,
      exactMaxOdds: 1.94,
      odds: [],
    };
    h.answers.set(`GET ${API.game('rock-scissor-paper')}`, ok(rsp));
    await h.render(at('/games/rock-scissor-paper', '/games/:game', <GameDetailScreen />));
    const figures = h.container.querySelector('[data-testid="game-figures"]')?.textContent ?? '';
    expect(figures).toContain("the game's rules pay exactly 97.00%");
    expect(figures).not.toContain('table');
    expect(h.container.querySelector('[data-testid="game-max-win"]')?.textContent).toBe('Up to 1.94x the stake');
    expect(h.container.querySelector('[data-testid="odds-table"]')).toBeNull();
  });

  it("gives a free play what it earns in coins, and the spec's RTP and max odds worded without a stake", async () => {
    const fto: GameDetail = {
      ...detail('live'),
      card: card('fto', 'FTO', 'live'),
      maxOdds: 10,
      exactRtp: null,
      odds: [],
      freePlay: { playsPerDay: 1, rounds: 10, coinsPerRightAnswer: 1, maxCoins: 10, chanceMeanCoins: 1.2083333 },
    };
    h.answers.set(`GET ${API.game('fto')}`, ok(fto));
    await h.render(at('/games/fto', '/games/:game', <GameDetailScreen />));
    const figures = h.container.querySelector('[data-testid="game-figures"]')?.textContent ?? '';
    expect(figures).not.toContain('the stake');
    expect(figures).toContain('Free: 1 play a day');
    expect(h.container.querySelector('[data-testid="game-play-earns"]')?.textContent).toBe(
      '0 to 10 coins1 coin for each right answer; 1.21 on average when every tap is a guess',
    );
    expect(figures).toContain('97.00%declared; a play is free, so none of your coins are at stake');
    expect(h.container.querySelector('[data-testid="game-max-win"]')?.textContent).toBe(
      "10xat most 10 coins a play: 10 times a right answer's coin",
    );
    expect(h.container.querySelector('[data-testid="spin-terms-link"]')).toBeNull();
  });

  it('draws the detail from the read started before its screen loaded, asking the server once', async () => {
    h.answers.set(`GET ${API.game('spin-wheel')}`, ok(detail('live')));
    primeGameDetail('spin-wheel', 'en');
    await h.render(at('/games/spin-wheel', '/games/:game', <GameDetailScreen />));
    expect(h.container.querySelector('[data-testid="play-button"]')).not.toBeNull();
    expect(h.calls.filter((c) => c.url === API.game('spin-wheel'))).toHaveLength(1);
  });

  it('reads again when the primed read is old (its screen did not open at once)', async () => {
    h.answers.set(`GET ${API.game('spin-wheel')}`, ok(detail('live')));
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now - 60_000);
    primeGameDetail('spin-wheel', 'en');
    clock.mockRestore();
    await h.render(at('/games/spin-wheel', '/games/:game', <GameDetailScreen />));
    expect(h.calls.filter((c) => c.url === API.game('spin-wheel'))).toHaveLength(2);
  });

  it.each([
    ['preparation', 'Game is in preparation'],
    ['maintenance', 'Sorry the game is under maintenance'],
  ] as const)('a %s game says why instead of Play', async (state, says) => {
    h.answers.set(`GET ${API.game('spin-wheel')}`, ok(detail(state)));
    await h.render(at('/games/spin-wheel', '/games/:game', <GameDetailScreen />));
    expect(h.container.querySelector('[data-testid="play-button"]')).toBeNull();
    expect(h.container.querySelector('[data-testid="game-state-notice"]')?.textContent).toBe(says);
  });
});

describe('PlayScreen of a game that cannot be played', () => {
  it("frames the reason like the rest of the chrome: a back arrow, the game's art, and a way to other games", async () => {
    h.answers.set(`GET ${API.game('spin-wheel')}`, ok(detail('preparation')));
    await h.render(at('/games/spin-wheel/play', '/games/:game/play', <PlayScreen />));
    const view = h.container.querySelector('[data-testid="not-playable"]');
    expect(view?.querySelector('[role="status"]')?.textContent).toBe('Game is in preparation');
    expect(view?.querySelector('header a[aria-label="Back"]')?.getAttribute('href')).toBe('/games/spin-wheel');
    expect(view?.querySelector('img')?.getAttribute('src')).toBe('/uploads/games/spin-wheel.svg');
    expect([...(view?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'))).toContain('/games');
  });
});
