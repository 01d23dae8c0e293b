// The QA gallery's Squid game states (its frames: src/game/squidgame/gallery.tsx),
// kept apart so the games list's registry does not pull the gallery in.
export const SQUID_GALLERY_STATES = ['idle', 'choosing', 'fell', 'cashedOut', 'crossed'] as const;
export type SquidGalleryState = (typeof SQUID_GALLERY_STATES)[number];
