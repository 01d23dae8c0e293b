import { beforeEach, describe, expect, it } from 'vitest';
import { clampVolume, DEFAULT_VOLUME, defaultGame, gameState, restoreGame, setChannelOn, setVolume } from './game';

beforeEach(() => restoreGame(undefined));

describe('clampVolume', () => {
  it.each([
    [0.3, 0.3],
    [0, 0],
    [1, 1],
    [-0.2, 0],
    [1.7, 1],
    [Number.POSITIVE_INFINITY, 1],
    [Number.NEGATIVE_INFINITY, 0],
  ])('%s → %s', (input, expected) => {
    expect(clampVolume(input)).toBe(expected);
  });

  it('falls back to the default for NaN and non-numbers', () => {
    expect(clampVolume(Number.NaN)).toBe(DEFAULT_VOLUME);
    expect(clampVolume('0.4')).toBe(DEFAULT_VOLUME);
    expect(clampVolume(undefined, 0.9)).toBe(0.9);
  });
});

describe('setVolume', () => {
  it('clamps on each channel', () => {
    setVolume('bgm', 2);
    setVolume('sfx', -1);
    expect(gameState.bgm.volume).toBe(1);
    expect(gameState.sfx.volume).toBe(0);
  });

  it('keeps the current volume when given NaN', () => {
    setVolume('bgm', 0.25);
    setVolume('bgm', Number.NaN);
    expect(gameState.bgm.volume).toBe(0.25);
  });

  it('toggles a channel', () => {
    setChannelOn('sfx', false);
    expect(gameState.sfx.on).toBe(false);
  });
});

describe('records', () => {
  it('has one record per game, rm only on FTO and SPINWHEELV2', () => {
    const { records } = defaultGame();
    expect(Object.keys(records).sort()).toEqual(['FTO', 'LUCKYEGG', 'ROCKSCISSORPAPER', 'SPINWHEEL', 'SPINWHEELV2', 'SQUIDGAME']);
    expect(records.FTO).toEqual({ mtn: 0, rm: 0, reward: null, motion: null });
    expect(records.SPINWHEELV2).toEqual({ mtn: 0, rm: 0 });
    expect(records.SQUIDGAME).toEqual({ mtn: 0 });
  });

  it('restore clamps saved volumes and normalises mtn', () => {
    restoreGame({ bgm: { on: false, volume: 9 }, sfx: { volume: null }, records: { SQUIDGAME: { mtn: 7 }, LUCKYEGG: { mtn: 1 } } });
    expect(gameState.bgm).toEqual({ on: false, volume: 1 });
    expect(gameState.sfx.volume).toBe(DEFAULT_VOLUME);
    expect(gameState.records.SQUIDGAME.mtn).toBe(0);
    expect(gameState.records.LUCKYEGG.mtn).toBe(1);
  });
});
