import { describe, expect, it } from 'vitest';
import { GAME_SLUGS } from '../../contract/constants';
import { en } from '../i18n/dict/en';
import { account } from '../i18n/dict/en/account';
import { vip } from '../i18n/dict/en/vip';
import { matchRoute, normalizePath, ROUTE_TABLE, SETTING_CHILDREN, titleKey } from './routeTable';

// The limits and VIP screens' titles are their sections' (limits.title, vip.title), which those screens wait for.
function hasText(key: string): boolean {
  let node: unknown = { ...en, ...account, vip };
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string';
}

describe('matchRoute', () => {
  it.each([
    ['/', 'home'],
    ['/login', 'login'],
    ['/register', 'register'],
    ['/terms-and-conditions', 'terms'],
    ['/privacy-policy', 'privacy'],
    ['/brand-ambassador', 'brandAmbassador'],
    ['/redeem', 'redeem'],
    ['/transaction', 'transaction'],
    ['/games', 'games'],
    ['/games/fto', 'game'],
    ['/games/lucky-egg/play', 'play'],
    ['/promotions', 'promotions'],
    ['/helpdesk', 'helpdesk'],
    ['/inbox', 'inbox'],
    ['/inbox/42', 'inboxDetail'],
    ['/setting', 'setting'],
    ['/setting/volume', 'setting'],
    ['/logout', 'logout'],
    ['/maintenance', 'maintenance'],
    ['/launch', 'launch'],
    ['/games/', 'games'],
    ['/redeem?x=1', 'redeem'],
    ['/event', 'event'],
    ['/event/', 'event'],
  ])('%s is %s', (path, id) => {
    expect(matchRoute(path)?.def.id).toBe(id);
  });

  it.each([
    '/nope',
    '/inbox/x/y',
    '/setting/nope',
    '/games/poker',
    '/games/poker/play',
    '/games/fto/play/x',
    '/homes',
    '/games/%E0%A4',
    '/event/x',
  ])('%s is not found', (path) => {
    expect(matchRoute(path)).toBeNull();
  });

  it('accepts every game slug of the spec, detail and play', () => {
    for (const slug of GAME_SLUGS) {
      expect(matchRoute(`/games/${slug}`)?.params.game).toBe(slug);
      expect(matchRoute(`/games/${slug}/play`)?.def.id).toBe('play');
    }
  });

  it("knows the quiz's sub-screens and nothing else under /quiz", () => {
    expect(['/quiz', '/quiz/terms', '/quiz/week/3'].map((p) => titleKey(matchRoute(p)))).toEqual([
      'title.game.marcmarquezqna',
      'title.game.marcmarquezqnaTerms',
      'title.game.marcmarquezqnaWeeks',
    ]);
    expect(['/quiz/week/x', '/quiz/week/0', '/quiz/nope', '/quiz/terms/1'].map(matchRoute)).toEqual([null, null, null, null]);
  });

  it('gives each spin wheel a terms screen titled with the spin terms key, and no other game one', () => {
    expect(['/games/spin-wheel/terms', '/games/spinwheelv2/terms'].map((p) => titleKey(matchRoute(p)))).toEqual([
      'title.game.spinTerms',
      'title.game.spinTerms',
    ]);
    expect(matchRoute('/games/spinwheelv2/terms')?.params.game).toBe('spinwheelv2');
    expect(['/games/fto/terms', '/games/squidgame/terms', '/games/poker/terms', '/games/spin-wheel/terms/1'].map(matchRoute)).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('gives a nest route its sub-path', () => {
    expect(matchRoute('/setting/faq')?.sub).toBe('faq');
    expect(matchRoute('/setting/')?.sub).toBe('');
  });
});

describe('titleKey', () => {
  it('has an English text for every route, setting child and game', () => {
    const keys = [
      ...ROUTE_TABLE.filter((d) => !d.path.includes(':') && !d.nest).map((d) => titleKey(matchRoute(d.path))),
      ...SETTING_CHILDREN.map((c) => titleKey(matchRoute(`/setting/${c}`))),
      ...GAME_SLUGS.flatMap((g) => [titleKey(matchRoute(`/games/${g}`)), titleKey(matchRoute(`/games/${g}/play`))]),
      titleKey(matchRoute('/inbox/1')),
      titleKey(matchRoute('/games/spin-wheel/terms')),
      titleKey(null),
    ];
    expect(keys.filter((k) => !hasText(k))).toEqual([]);
  });

  it('names the page', () => {
    expect(titleKey(matchRoute('/games/rock-scissor-paper'))).toBe('title.game.rockscissorpaper');
    expect(titleKey(matchRoute('/setting/terms-and-conditions'))).toBe('title.setting.tnc');
    expect(titleKey(matchRoute('/redeem'))).toBe('title.redeem');
    expect(titleKey(matchRoute('/nope'))).toBe('title.notFound');
  });
});

describe('normalizePath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/games/', '/games'],
    ['/a//', '/a'],
    ['/x?y=1#z', '/x'],
  ])('%s -> %s', (input, out) => {
    expect(normalizePath(input)).toBe(out);
  });
});
