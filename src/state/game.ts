// Game store (SPEC section 3, "Game state"): audio settings, one-time flags and
// the per-game play records the server sends with every refresh.
import { proxy } from 'valtio/vanilla';
import type { GameKey } from '../../contract/constants';
import { mergeSaved, replaceState } from './merge';
import { clamp } from './numbers';

export type Channel = 'bgm' | 'sfx';

export interface AudioChannel {
  on: boolean;
  /** 0..1, always; see clampVolume. */
  volume: number;
}

/** 0 = playable, 1 = under maintenance. */
export type Mtn = 0 | 1;

export interface PlayRecord {
  mtn: Mtn;
}
/** FTO and SPINWHEELV2 also carry what is left to play (rm). */
export interface RemainingRecord extends PlayRecord {
  rm: number;
}
/** The card game (FTO) also carries its last reward and motion; null until the server sends them. */
export interface CardRecord extends RemainingRecord {
  reward: number | null;
  motion: string | null;
}

// Extending the Record makes the compiler insist on one record per GameKey.
export interface GameRecords extends Record<GameKey, PlayRecord> {
  FTO: CardRecord;
  SPINWHEEL: PlayRecord;
  SQUIDGAME: PlayRecord;
  ROCKSCISSORPAPER: PlayRecord;
  LUCKYEGG: PlayRecord;
  SPINWHEELV2: RemainingRecord;
}

/** The player's reduced-motion switch: follow the system's setting, or always reduce, or never. */
export type MotionChoice = 'system' | 'reduce' | 'full';
export const MOTION_CHOICES: readonly MotionChoice[] = ['system', 'reduce', 'full'];

export interface GameState {
  bgm: AudioChannel;
  sfx: AudioChannel;
  /** a device preference: kept on logout, like the one-time flags */
  motion: MotionChoice;
  tutorialSeen: boolean;
  cardNoticeSeen: boolean;
  quizTermsRead: boolean;
  quizVideo: { hidden: boolean; seen: boolean };
  records: GameRecords;
}

export const DEFAULT_VOLUME = 0.5;

export const defaultRecords = (): GameRecords => ({
  FTO: { mtn: 0, rm: 0, reward: null, motion: null },
  SPINWHEEL: { mtn: 0 },
  SQUIDGAME: { mtn: 0 },
  ROCKSCISSORPAPER: { mtn: 0 },
  LUCKYEGG: { mtn: 0 },
  SPINWHEELV2: { mtn: 0, rm: 0 },
});

export const defaultAudio = (): Pick<GameState, Channel> => ({
  bgm: { on: true, volume: DEFAULT_VOLUME },
  sfx: { on: true, volume: DEFAULT_VOLUME },
});

export const defaultGame = (): GameState => ({
  ...defaultAudio(),
  motion: 'system',
  tutorialSeen: false,
  cardNoticeSeen: false,
  quizTermsRead: false,
  quizVideo: { hidden: false, seen: false },
  records: defaultRecords(),
});

export const gameState = proxy<GameState>(defaultGame());

/**
 * Volume is always within 0..1 (SPEC: unknown values clamped).
 * - finite numbers are clamped: -0.2 → 0, 1.7 → 1
 * - +Infinity → 1 and -Infinity → 0 (they are clearly "too loud"/"too quiet")
 * - NaN or a non-number (corrupt storage, a bad slider value) → `fallback`,
 *   because there is no direction to clamp towards; muting the player or
 *   blasting at full volume would both be a surprise.
 */
export function clampVolume(value: unknown, fallback = DEFAULT_VOLUME): number {
  if (typeof value !== 'number' || Number.isNaN(value)) return fallback;
  return clamp(value, 0, 1);
}

export function setVolume(channel: Channel, value: number): void {
  gameState[channel].volume = clampVolume(value, gameState[channel].volume);
}

export function setChannelOn(channel: Channel, on: boolean): void {
  gameState[channel].on = on;
}

/** Logout (SPEC section 4) resets records and volume; the one-time flags stay with the device. */
export function resetRecordsAndAudio(): void {
  replaceState(gameState.records, defaultRecords());
  const audio = defaultAudio();
  replaceState(gameState.bgm, audio.bgm);
  replaceState(gameState.sfx, audio.sfx);
}

export function resetRecords(): void {
  replaceState(gameState.records, defaultRecords());
}

export function restoreGame(saved: unknown): void {
  const next = mergeSaved(defaultGame(), saved);
  next.bgm.volume = clampVolume(next.bgm.volume);
  next.sfx.volume = clampVolume(next.sfx.volume);
  if (!MOTION_CHOICES.includes(next.motion)) next.motion = 'system';
  for (const record of Object.values(next.records)) {
    // Saved data only promises "a number"; anything but 1 means playable.
    record.mtn = record.mtn === 1 ? 1 : 0;
  }
  replaceState(gameState, next);
}
