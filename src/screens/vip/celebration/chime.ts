// The celebration's chime through the engine's mixer, on the effects channel,
// so it follows the player's sound settings (off, or its volume) like a game.
// Loaded with the celebration only: howler never reaches the chrome's entry.
import { Howl, Howler } from 'howler';
import { snapshot, subscribe } from 'valtio/vanilla';
import chimeUrl from '../../../../assets/games/wheel/win.wav?url';
import { createMixer } from '../../../../engine/audio/mixer';
import { gameState } from '../../../state/game';

/** How long the mixer lives: the chime is about a second long. */
const LIFETIME_MS = 4000;

export function playChime(): void {
  const mixer = createMixer({
    settings: { get: () => snapshot(gameState), subscribe: (fn) => subscribe(gameState, fn) },
    createHowl: (options) => new Howl(options),
    howler: Howler,
    env: { win: window, doc: document },
  });
  mixer.register('chime', chimeUrl, 'sfx');
  mixer.play('chime');
  setTimeout(() => mixer.destroy(), LIFETIME_MS);
}
