// Pinned inputs of Find The Odd's QA gallery frames: a deal of bundled
// picture-set art (one card made different the way the server's differences
// are: a part left out), the reveals and the summary, so a screenshot
// depends on the query string alone.
import type { FtoDeal, FtoPose } from '../../../engine/games/fto/types';
import lanternSvg from '../../../assets/games/fto/sets/lantern.svg?raw';
import { assetUrl } from '../hostInputs';
import type { FtoGalleryState } from './galleryStates';

const SET_FILE = 'games/fto/sets/lantern.svg';
/** The odd card's difference: the lantern's emblem left out. */
const MISSING_PART = 'emblem';

const toBase64 = (text: string): string => {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
};

/** The set's picture with one data-part group removed, as a data: URL (the scene loads it like the server's PNGs). */
export function withoutPart(svg: string, part: string): string {
  const group = new RegExp(`<g data-part="${part}"[^>]*>[\\s\\S]*?</g>`);
  if (!group.test(svg)) throw new Error(`the fixture picture has no part "${part}"`);
  return `data:image/svg+xml;base64,${toBase64(svg.replace(group, ''))}`;
}

function fixtureDeal(opts: { round: number; cols: number; count: number; odd: number; limitMs: number; coins: number }): FtoDeal {
  const normal = assetUrl(SET_FILE);
  const odd = withoutPart(lanternSvg, MISSING_PART);
  return {
    round: opts.round,
    rounds: 10,
    cols: opts.cols,
    limitMs: opts.limitMs,
    remainingMs: opts.limitMs,
    coins: opts.coins,
    pictures: { cards: Array.from({ length: opts.count }, (_, i) => (i === opts.odd ? odd : normal)) },
    count: opts.count,
  };
}

/** Round 4 (nine cards) for the round and its reveals; round 9 (sixteen, the densest grid) runs out of time. */
export function ftoPoseOf(state: FtoGalleryState, opts: { progress: number; slot?: number }): FtoPose {
  const odd = opts.slot ?? 5;
  const four = () => fixtureDeal({ round: 4, cols: 3, count: 9, odd, limitMs: 12_000, coins: 2 });
  switch (state) {
    case 'intro':
      return { state };
    case 'round':
      return { state, deal: four(), progress: opts.progress };
    case 'correct':
      return {
        state,
        deal: { ...four(), remainingMs: 7400 },
        reveal: { round: 4, picked: odd, oddCard: odd, correct: true, timedOut: false, coins: 3 },
      };
    case 'wrong': {
      const picked = odd === 1 ? 2 : 1;
      return {
        state,
        deal: { ...four(), remainingMs: 5200 },
        reveal: { round: 4, picked, oddCard: odd, correct: false, timedOut: false, coins: 2 },
      };
    }
    case 'timeout': {
      const deal = fixtureDeal({ round: 9, cols: 4, count: 16, odd: opts.slot ?? 11, limitMs: 7000, coins: 6 });
      return { state, deal, reveal: { round: 9, picked: null, oddCard: opts.slot ?? 11, correct: false, timedOut: true, coins: 6 } };
    }
    case 'finished':
      return { state, coins: 7, correct: 7, rounds: 10 };
  }
}
