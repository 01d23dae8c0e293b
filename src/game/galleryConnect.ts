// The QA gallery's wiring of a frozen scene: two frames after ready the
// pinned frame is on screen; pausing the game (Phaser stops drawing, the
// canvas keeps that frame) keeps it there, so a screenshot is cheap and a
// busy machine never catches a frame mid-draw.
import type { ChromeBus, GamePayloads, Unsubscribe } from '../../engine/core/bus';

export const galleryConnect =
  (onReady: () => void) =>
  <P extends GamePayloads>(bus: ChromeBus<P>): Unsubscribe[] => [
    bus.on('ready', () =>
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          bus.send('pause');
          onReady();
        }),
      ),
    ),
  ];
