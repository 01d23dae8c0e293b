import { describe, expect, it } from 'vitest';
import { accessFor, activeTab, needsLogin, showContact, showNav, showTelegramBack } from './chromeRules';

describe('showNav (SPEC section 2)', () => {
  // path, guest, player
  it.each([
    ['/', true, true],
    ['/games', true, true],
    ['/event', true, true],
    ['/event/', true, true],
    ['/event/x', false, false],
    ['/promotions', true, true],
    ['/inbox', true, true],
    ['/setting', true, true],
    ['/setting/main', true, true],
    ['/helpdesk', true, true],
    ['/login', true, false],
    ['/register', true, false],
    ['/games/fto', false, false],
    ['/games/fto/play', false, false],
    ['/games/spin-wheel/terms', false, false],
    ['/inbox/7', false, false],
    ['/setting/language', false, false],
    ['/setting/volume', false, false],
    ['/redeem', false, false],
    ['/transaction', false, false],
    ['/brand-ambassador', false, false],
    ['/terms-and-conditions', false, false],
    ['/privacy-policy', false, false],
    ['/maintenance', false, false],
    ['/launch', false, false],
    ['/logout', false, false],
    ['/vip', false, false],
    ['/nope', false, false],
    ['/inbox/x/y', false, false],
  ])('%s: guest %s, player %s', (path, guest, player) => {
    expect(showNav(path, false)).toBe(guest);
    expect(showNav(path, true)).toBe(player);
  });
});

describe('showContact', () => {
  it('hides only on the play screen', () => {
    expect(showContact('/games/spin-wheel/play')).toBe(false);
    expect(showContact('/quiz/week/2')).toBe(false);
    expect(showContact('/quiz')).toBe(true);
    expect(showContact('/games/spin-wheel')).toBe(true);
    expect(showContact('/')).toBe(true);
    expect(showContact('/nope')).toBe(true);
  });
});

describe('showTelegramBack', () => {
  it("is hidden on home, and on a guest's login and register pages", () => {
    expect(showTelegramBack('/', true)).toBe(false);
    expect(showTelegramBack('/', false)).toBe(false);
    expect(showTelegramBack('/login', false)).toBe(false);
    expect(showTelegramBack('/register', false)).toBe(false);
  });

  it('is shown everywhere else', () => {
    expect(showTelegramBack('/games', true)).toBe(true);
    expect(showTelegramBack('/games/fto/play', true)).toBe(true);
    expect(showTelegramBack('/setting', false)).toBe(true);
    expect(showTelegramBack('/nope', false)).toBe(true);
  });
});

describe('activeTab', () => {
  it.each([
    ['/', 'home'],
    ['/games', 'games'],
    ['/games/fto', 'games'],
    ['/games/spinwheelv2/terms', 'games'],
    ['/helpdesk', 'helpdesk'],
    ['/setting', 'setting'],
    ['/setting/faq', 'setting'],
    ['/promotions', null],
    ['/nope', null],
  ])('%s -> %s', (path, tab) => {
    expect(activeTab(path)).toBe(tab);
  });
});

describe('needsLogin (SPEC section 5)', () => {
  it.each([
    '/',
    '/login',
    '/register',
    '/games',
    '/games/fto',
    '/games/spinwheelv2',
    '/setting',
    '/setting/main',
    '/setting/language',
    '/setting/terms-and-conditions',
    '/setting/faq',
    '/terms-and-conditions',
    '/privacy-policy',
    '/promotions',
    '/brand-ambassador',
    '/helpdesk',
    '/maintenance',
    '/launch',
    '/logout',
    '/vip',
  ])('%s is public', (path) => {
    expect(needsLogin(path)).toBe(false);
  });

  it.each([
    '/redeem',
    '/transaction',
    '/inbox',
    '/inbox/3',
    '/setting/volume',
    '/games/fto/play',
    '/redeem/',
    '/quiz',
    '/quiz/terms',
    '/quiz/week/1',
    '/games/spin-wheel/terms',
    '/games/spinwheelv2/terms',
    '/event',
  ])('%s needs login', (path) => {
    expect(needsLogin(path)).toBe(true);
  });

  it('treats unknown paths as not found, not as private', () => {
    expect(needsLogin('/inbox/x/y')).toBe(false);
    expect(needsLogin('/setting/nope')).toBe(false);
    expect(needsLogin('/games/poker/play')).toBe(false);
    expect(needsLogin('/games/fto/terms')).toBe(false);
  });
});

describe('accessFor', () => {
  it('sends a guest on a private path to register', () => {
    expect(accessFor('/redeem', false, null)).toEqual({ kind: 'register' });
    expect(accessFor('/promotions', false, null)).toEqual({ kind: 'allow' });
    expect(accessFor('/event', false, null)).toEqual({ kind: 'register' });
    expect(accessFor('/event', true, null)).toEqual({ kind: 'allow' });
  });

  it('sends a player away from login and register, to where they were heading', () => {
    expect(accessFor('/login', true, null)).toEqual({ kind: 'away', to: '/' });
    expect(accessFor('/register/', true, '/redeem?x=1')).toEqual({ kind: 'away', to: '/redeem?x=1' });
    expect(accessFor('/redeem', true, null)).toEqual({ kind: 'allow' });
  });

  it('lets a guest see login and register', () => {
    expect(accessFor('/login', false, '/redeem')).toEqual({ kind: 'allow' });
  });
});
