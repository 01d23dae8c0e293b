import { describe, expect, it } from 'vitest';
import { galleryAllowed, parsePin, parseQuizPin } from './QaGalleryScreen';

describe('QA gallery', () => {
  it('opens in dev and staging builds, and in production only with ?qa=1', () => {
    expect(galleryAllowed('development', new URLSearchParams())).toBe(true);
    expect(galleryAllowed('staging', new URLSearchParams())).toBe(true);
    expect(galleryAllowed('production', new URLSearchParams())).toBe(false);
    expect(galleryAllowed('production', new URLSearchParams('qa=1'))).toBe(true);
    expect(galleryAllowed('production', new URLSearchParams('qa=yes'))).toBe(false);
  });

  it('pins a built game in one of its own states, and nothing else', () => {
    expect(parsePin(new URLSearchParams('game=spinwheelv2&state=win&lang=zh&slot=2'))).toMatchObject({
      slug: 'spinwheelv2',
      state: 'win',
      lang: 'zh',
      slot: 2,
      seed: 7,
      progress: 0.35,
      renderer: 'webgl',
      strict: false,
    });
    expect(parsePin(new URLSearchParams('game=fto&state=round'))).toMatchObject({ slug: 'fto', state: 'round', lang: 'en' });
    expect(parsePin(new URLSearchParams('game=fto&state=spinning'))).toBeNull();
    expect(parsePin(new URLSearchParams('game=a-later-game&state=idle'))).toBeNull();
    // The quiz's roulette is no game of the list, yet has its scene states.
    expect(parsePin(new URLSearchParams('game=quiz-roulette&state=won-coins&lang=ms'))).toMatchObject({
      slug: 'quiz-roulette',
      state: 'won-coins',
      lang: 'ms',
    });
    expect(parsePin(new URLSearchParams('game=quiz-roulette&state=maintenance'))).toBeNull();
  });

  it('pins the quiz screen in one of its states', () => {
    expect(parseQuizPin(new URLSearchParams('screen=quiz&state=eligible&lang=ms'))).toEqual({ state: 'eligible', lang: 'ms' });
    expect(parseQuizPin(new URLSearchParams('screen=quiz&state=spinning'))).toBeNull();
    expect(parseQuizPin(new URLSearchParams('game=fto&state=terms'))).toBeNull();
  });
});
