// Visual baselines of every wheel scene state (idle, spinning at a pinned
// frame, win, lose, maintenance) for both wheels in en, zh and ms, on the
// Pixel 7 viewport, through the QA gallery of the production build (?qa=1).
// Pinned there: date, seed, frame, canvas pixel ratio, renderer (WebGL), no
// timers running; so two runs give the same bytes.
// After an intended change: npm run test:visual:update (then look at the diffs).
//
// Each scene boots software-rendered WebGL, the suite's heaviest work: `npm
// test` checks each game in one language (the three languages taken in turn
// across the games), VISUAL_FULL=1 (npm run test:visual:full, and the update
// script) every game in all three.
import { expect, test } from '@playwright/test';
import { LANGS, type Lang } from '../../../contract/constants';

const FULL = process.env.VISUAL_FULL === '1';
/** The languages the `nth` game's states are checked in. */
const langsFor = (nth: number): readonly Lang[] => (FULL ? LANGS : [LANGS[nth % LANGS.length] ?? 'en']);

const GAMES = ['spin-wheel', 'spinwheelv2'] as const;
const STATES = ['idle', 'spinning', 'win', 'lose', 'maintenance'] as const;

for (const [nth, game] of GAMES.entries()) {
  for (const lang of langsFor(nth)) {
    test(`${game} scene states in ${lang}`, async ({ page }) => {
      test.slow(); // five software-rendered WebGL boots
      for (const state of STATES) {
        await page.goto(`/qa/gallery?qa=1&game=${game}&state=${state}&lang=${lang}&renderer=webgl`);
        const scene = page.getByTestId('qa-scene');
        await expect(scene).toHaveAttribute('data-ready', '', { timeout: 30_000 });
        await expect(page.locator('canvas')).toHaveAttribute('data-wheel-state', state === 'spinning' ? 'spinning' : state);
        // A generous timeout: software WebGL on a busy CI machine is slow to screenshot, never unstable.
        await expect(page).toHaveScreenshot(`${game}-${state}-${lang}.png`, { maxDiffPixelRatio: 1e-4, timeout: 20_000 });
      }
    });
  }
}

// Find The Odd's states (intro, a round part-way through its time, the three
// reveals, the summary) on a pinned deal of bundled picture-set art.
const FTO_STATES = ['intro', 'round', 'correct', 'wrong', 'timeout', 'finished'] as const;

for (const lang of langsFor(2)) {
  test(`fto scene states in ${lang}`, async ({ page }) => {
    test.slow(); // six software-rendered WebGL boots
    for (const state of FTO_STATES) {
      await page.goto(`/qa/gallery?qa=1&game=fto&state=${state}&lang=${lang}&renderer=webgl`);
      await expect(page.getByTestId('qa-scene')).toHaveAttribute('data-ready', '', { timeout: 30_000 });
      await expect(page.locator('canvas')).toHaveAttribute('data-fto-state', state);
      await expect(page).toHaveScreenshot(`fto-${state}-${lang}.png`, { maxDiffPixelRatio: 1e-4, timeout: 20_000 });
    }
  });
}

// The quiz's lucky roulette (src/game/quiz/roulette): idle, a pinned frame of
// the spin, a race-ticket win, a coin win and "try again", on the gallery's
// eight-slot table with labels in each language.
const ROULETTE_STATES = { idle: 'idle', spinning: 'spinning', 'won-tickets': 'won', 'won-coins': 'won', 'try-again': 'lost' } as const;

for (const lang of langsFor(3)) {
  test(`quiz roulette scene states in ${lang}`, async ({ page }) => {
    test.slow(); // five software-rendered WebGL boots
    for (const [state, look] of Object.entries(ROULETTE_STATES)) {
      await page.goto(`/qa/gallery?qa=1&game=quiz-roulette&state=${state}&lang=${lang}&renderer=webgl`);
      await expect(page.getByTestId('qa-scene')).toHaveAttribute('data-ready', '', { timeout: 30_000 });
      await expect(page.locator('canvas')).toHaveAttribute('data-roulette-state', look);
      await expect(page).toHaveScreenshot(`quiz-roulette-${state}-${lang}.png`, { maxDiffPixelRatio: 1e-4, timeout: 20_000 });
    }
  });
}

// Squid game's states (the empty bridge while the bet is taken, four safe
// steps with the fifth to pick, a fall with the bridge revealed, a cash-out
// with its coins mid-air, all ten crossed) on a pinned bridge, art drawn in code.
const SQUID_STATES = ['idle', 'choosing', 'fell', 'cashedOut', 'crossed'] as const;

for (const lang of langsFor(4)) {
  test(`squid game scene states in ${lang}`, async ({ page }) => {
    test.slow(); // five software-rendered WebGL boots
    for (const state of SQUID_STATES) {
      await page.goto(`/qa/gallery?qa=1&game=squidgame&state=${state}&lang=${lang}&renderer=webgl`);
      await expect(page.getByTestId('qa-scene')).toHaveAttribute('data-ready', '', { timeout: 30_000 });
      await expect(page.locator('canvas')).toHaveAttribute('data-squid-state', state);
      await expect(page).toHaveScreenshot(`squidgame-${state}-${lang}.png`, { maxDiffPixelRatio: 1e-4, timeout: 20_000 });
    }
  });
}

// Lucky egg's states (the resting nest between sessions, the open nest, an
// egg cracking, a big win, a modest win, no prize, already taken part,
// maintenance), art drawn in code, celebrations pinned at one moment.
const EGG_STATES = {
  countdown: 'closed',
  open: 'open',
  smashing: 'smashing',
  'won-big': 'big',
  won: 'win',
  'no-prize': 'none',
  played: 'played',
  maintenance: 'maintenance',
} as const;

for (const lang of langsFor(5)) {
  test(`lucky egg scene states in ${lang}`, async ({ page }) => {
    test.slow(); // eight software-rendered WebGL boots
    for (const [state, look] of Object.entries(EGG_STATES)) {
      await page.goto(`/qa/gallery?qa=1&game=lucky-egg&state=${state}&lang=${lang}&renderer=webgl`);
      await expect(page.getByTestId('qa-scene')).toHaveAttribute('data-ready', '', { timeout: 30_000 });
      await expect(page.locator('canvas')).toHaveAttribute('data-egg-state', look);
      await expect(page).toHaveScreenshot(`lucky-egg-${state}-${lang}.png`, { maxDiffPixelRatio: 1e-4, timeout: 20_000 });
    }
  });
}

// Rock scissor paper's states (the search with the house's countdown, the
// house just matched, a player's countdown, a round open, moved with the
// opponent ready, a round won and one lost at the break, the final round's
// banner, a match won and one lost, the quit question over an open round),
// pinned matches at the pinned instant, art drawn in code.
const RSP_STATES = {
  searching: 'searching',
  'matched-house': 'countdown',
  countdown: 'countdown',
  choosing: 'choosing',
  waiting: 'waiting',
  'reveal-win': 'reveal',
  'reveal-lose': 'reveal',
  'final-round': 'choosing',
  won: 'won',
  lost: 'lost',
  'quit-confirm': 'choosing',
} as const;

for (const lang of langsFor(6)) {
  test(`rock scissor paper scene states in ${lang}`, async ({ page }) => {
    test.slow(); // eleven software-rendered WebGL boots
    test.setTimeout(300_000);
    for (const [state, look] of Object.entries(RSP_STATES)) {
      await page.goto(`/qa/gallery?qa=1&game=rock-scissor-paper&state=${state}&lang=${lang}&renderer=webgl`);
      await expect(page.getByTestId('qa-scene')).toHaveAttribute('data-ready', '', { timeout: 30_000 });
      await expect(page.locator('canvas')).toHaveAttribute('data-rsp-state', look);
      await expect(page).toHaveScreenshot(`rock-scissor-paper-${state}-${lang}.png`, { maxDiffPixelRatio: 1e-4, timeout: 20_000 });
    }
  });
}
