// The QA gallery's Find The Odd states (its frames: src/game/fto/gallery.tsx),
// kept apart so the games list's registry does not pull the gallery in.
export const FTO_GALLERY_STATES = ['intro', 'round', 'correct', 'wrong', 'timeout', 'finished'] as const;
export type FtoGalleryState = (typeof FTO_GALLERY_STATES)[number];
