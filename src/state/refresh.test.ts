import { beforeEach, describe, expect, it } from 'vitest';
import { snapshot } from 'valtio/vanilla';
import { gameState } from './game';
import { languageState } from './language';
import { resetAllStores } from './persist';
import { playerState } from './player';
import { applyRefresh } from './refresh';
import { linksFromOptions, safeLink } from './refreshPatch';
import { refreshFixture } from './refresh.fixture';
import { siteState } from './site';

beforeEach(() => resetAllStores());

describe('applyRefresh', () => {
  it('maps every field of a full answer onto the stores', () => {
    playerState.authenticated = true;
    const data = refreshFixture();
    applyRefresh(data);

    expect(snapshot(siteState.links)).toEqual({
      h5: 'https://h5.example.com/login',
      whatsapp: 'https://wa.me/60123456789',
      telegram: 'https://t.me/vipclub',
      facebook: 'https://facebook.com/vipclub',
      liveChat: 'https://chat.example.com',
      fourD: '#',
    });
    expect(snapshot(siteState).banners).toEqual(data.banners);
    expect(snapshot(siteState).promotions).toEqual(data.promotions);
    expect(snapshot(siteState.inbox)).toEqual({ unreadCount: 3, items: data.inboxs.inbox });

    expect(playerState.tgBind).toBe(true);
    expect(playerState.tgRegister).toBe(true);
    expect(playerState.notify).toBe(false);
    expect(snapshot(playerState.coin)).toEqual({
      total: 150.01,
      pending: 20.33,
      redeemed: 50.1,
      expiring: { amount: 5.56, date: '2024-12-31T15:59:59.000Z' },
      soon: { amount: 7.78, date: '2024-12-31T15:59:59.000Z' },
    });
    expect(playerState.expiryReminders).toBe(false);
    expect(snapshot(playerState.redeemableBonus)).toEqual({
      id: 9,
      tx_amount: 10.13,
      turnover: 30,
      status: 'Pending',
      created_date: '2024-10-02T02:00:00.000Z',
    });

    expect(snapshot(gameState.records)).toEqual({
      FTO: { mtn: 1, rm: 3, reward: 2.35, motion: 'flip' },
      SPINWHEEL: { mtn: 0 },
      SQUIDGAME: { mtn: 1 },
      ROCKSCISSORPAPER: { mtn: 0 },
      LUCKYEGG: { mtn: 1 },
      SPINWHEELV2: { mtn: 0, rm: 4 },
    });
    expect(languageState.lang).toBe('zh');
  });

  it('reports a language change for a logged-in player', () => {
    playerState.authenticated = true;
    expect(applyRefresh(refreshFixture()).languageChanged).toBe(true);
    expect(applyRefresh(refreshFixture()).languageChanged).toBe(false);
  });

  it("leaves a guest's chosen language alone", () => {
    languageState.lang = 'ms';
    expect(applyRefresh(refreshFixture()).languageChanged).toBe(false);
    expect(languageState.lang).toBe('ms');
  });

  it('does not keep references to the caller data', () => {
    const data = refreshFixture();
    applyRefresh(data);
    data.banners.length = 0;
    data.inboxs.inbox.length = 0;
    expect(siteState.banners).toHaveLength(1);
    expect(siteState.inbox.items).toHaveLength(1);
  });

  it('keeps nested proxies, so components watching them stay live', () => {
    const coin = playerState.coin;
    const records = gameState.records;
    applyRefresh(refreshFixture());
    expect(playerState.coin).toBe(coin);
    expect(gameState.records).toBe(records);
  });

  it('survives a play record the server left out', () => {
    const data = refreshFixture();
    Reflect.deleteProperty(data.playRec, 'SQUIDGAME');
    applyRefresh(data);
    expect(gameState.records.SQUIDGAME).toEqual({ mtn: 0 });
  });
});

describe('contact links', () => {
  it("fall back to '#' when missing, empty or not a safe URL", () => {
    const links = linksFromOptions([
      { name: 'whatsapp_link', value: '' },
      { name: 'telegram_link', value: 'javascript:alert(1)' },
      { name: 'facebook_link', value: 'https://facebook.com/x' },
    ]);
    expect(links).toEqual({ h5: '#', whatsapp: '#', telegram: '#', facebook: 'https://facebook.com/x', liveChat: '#', fourD: '#' });
  });

  it('skips option names it does not know', () => {
    const options = [{ name: 'constructor', value: 'https://x.example' }] as unknown as Parameters<typeof linksFromOptions>[0];
    expect(linksFromOptions(options)).toEqual(linksFromOptions([]));
  });

  it('accepts the messaging schemes', () => {
    expect(safeLink('tg://resolve?domain=vip')).toBe('tg://resolve?domain=vip');
    expect(safeLink('data:text/html,x')).toBe('#');
  });

  it('are replaced wholesale: a link removed in the back office disappears', () => {
    applyRefresh(refreshFixture());
    applyRefresh({ ...refreshFixture(), options: [] });
    expect(siteState.links.h5).toBe('#');
  });
});
