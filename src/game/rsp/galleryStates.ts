// The QA gallery's Rock scissor paper states (its frames: src/game/rsp/gallery.tsx),
// kept apart so the games list's registry does not pull the gallery in.
export const RSP_GALLERY_STATES = [
  'searching',
  'matched-house',
  'countdown',
  'choosing',
  'waiting',
  'reveal-win',
  'reveal-lose',
  'final-round',
  'won',
  'lost',
  'quit-confirm',
] as const;
export type RspGalleryState = (typeof RSP_GALLERY_STATES)[number];
