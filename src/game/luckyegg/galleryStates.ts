// The QA gallery's Lucky egg states (its frames: src/game/luckyegg/gallery.tsx),
// kept apart so the games list's registry does not pull the gallery in.
export const EGG_GALLERY_STATES = ['countdown', 'open', 'smashing', 'won-big', 'won', 'no-prize', 'played', 'maintenance'] as const;
export type EggGalleryState = (typeof EGG_GALLERY_STATES)[number];
