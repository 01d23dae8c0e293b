import { describe, expect, it } from 'vitest';
import { launchTarget, parseLaunch } from './launchAction';

const go = (search: string) => launchTarget(parseLaunch(search));

describe('launch actions (SPEC section 2)', () => {
  it('opens a game by slug', () => {
    expect(parseLaunch('?action=game&game=spin-wheel')).toEqual({ action: 'game', game: 'spin-wheel' });
    expect(go('action=game&game=fto')).toBe('/games/fto');
    expect(go('?action=GAME&game=Lucky-Egg')).toBe('/games/lucky-egg');
  });

  it('ignores an unknown or missing game', () => {
    expect(go('?action=game&game=poker')).toBe('/');
    expect(go('?action=game')).toBe('/');
    expect(go('?action=game&game=../admin')).toBe('/');
  });

  it('opens an inbox message by id, or the inbox without a usable id', () => {
    expect(go('?action=inbox&id=42')).toBe('/inbox/42');
    expect(go('?action=inbox')).toBe('/inbox');
    expect(go('?action=inbox&id=x/y')).toBe('/inbox');
    expect(go('?action=inbox&id=-1')).toBe('/inbox');
  });

  it('opens promotions and redeem', () => {
    expect(go('?action=promotions')).toBe('/promotions');
    expect(go('?action=redeem')).toBe('/redeem');
  });

  it('ignores anything else', () => {
    for (const search of ['', '?', '?action=', '?action=transaction', '?action=logout', '?foo=bar', '?action=toString']) {
      expect(parseLaunch(search)).toEqual({ action: 'none' });
      expect(go(search)).toBe('/');
    }
  });
});
