// The player's audio settings (valtio, src/state/game.ts) as the plain
// get/subscribe source the engine's mixer takes, so the engine never imports
// valtio or React. Only the two channels are watched: a play record arriving
// with a refresh must not re-apply every sound's volume.
import { snapshot, subscribe } from 'valtio/vanilla';
import type { AudioSettings, SettingsSource } from '../../engine/audio/mixer';
import { gameState } from '../state/game';

export const gameAudioSettings: SettingsSource = {
  get(): AudioSettings {
    const { bgm, sfx } = snapshot(gameState);
    return { bgm: { on: bgm.on, volume: bgm.volume }, sfx: { on: sfx.on, volume: sfx.volume } };
  },
  subscribe(fn) {
    const offs = [subscribe(gameState.bgm, fn), subscribe(gameState.sfx, fn)];
    return () => {
      for (const off of offs) off();
    };
  },
};
