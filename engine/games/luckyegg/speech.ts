// The nest for a keyboard and a screen reader (issue 29): the five eggs as
// buttons in the nest's order (back row, then front row, left to right), and
// what the live region says. Pure, from what the scene draws; an egg's label
// is its place only, as every egg looks alike until the server draws one.
import type { AccessibleControl, SceneText } from '../../core/bus';
import { EGG_COUNT, type EggReveal, type EggSceneState, type EggStanding } from './types';

/** The chrome's formats the words need (EggSetup's). */
export interface EggFormats {
  formatMultiplier(multiplier: number): string;
  formatCoins(coins: number): string;
}

export const eggId = (egg: number): string => `egg-${egg}`;

/** The five eggs, pressable only while a tap would smash one (an open session, nothing asked yet). */
export function eggControls(look: EggSceneState): AccessibleControl[] {
  return Array.from({ length: EGG_COUNT }, (_, i) => ({
    id: eggId(i),
    key: 'games.a11y.egg.egg',
    params: [i + 1, EGG_COUNT, i < 2 ? 1 : 2],
    enabled: look === 'open',
  }));
}

/** A standing as it is shown: a session open or closed, maintenance, or the egg already smashed in it. */
export function standingWords(standing: EggStanding, f: EggFormats): SceneText {
  switch (standing.mode) {
    case 'open':
      return { key: 'games.a11y.egg.open' };
    case 'closed':
      return { key: 'games.a11y.egg.closed' };
    case 'maintenance':
      return { key: 'games.a11y.egg.maintenance' };
    case 'played':
      return { key: 'games.a11y.egg.played', params: [standing.reveal.egg + 1, f.formatMultiplier(standing.reveal.multiplier)] };
  }
}

export const pickWords = (egg: number): SceneText => ({ key: 'games.a11y.egg.picked', params: [egg + 1] });

/** The multiplier as it pops out of the shell, and the coins it paid. */
export function revealWords(reveal: EggReveal, f: EggFormats): SceneText {
  const held = [reveal.egg + 1, f.formatMultiplier(reveal.multiplier)];
  return reveal.payout > 0
    ? { key: 'games.a11y.egg.won', params: [...held, f.formatCoins(reveal.payout)] }
    : { key: 'games.a11y.egg.nothing', params: held };
}
