// Every scene the QA gallery shows (src/screens/qa-gallery): each game of the
// registry, and the quiz's lucky roulette, which is no game of the list.
import { rouletteGallery } from './quiz/roulette/galleryEntry';
import { BUILT_GAMES, isBuilt, type BuiltSlug } from './builtGames';
import { chromeGame } from './registry';
import type { SceneGallery } from './types';
import { QUIZ_ROULETTE } from './verifyRound';

export type GallerySlug = BuiltSlug | typeof QUIZ_ROULETTE;

export const GALLERY_SLUGS: readonly GallerySlug[] = [...BUILT_GAMES, QUIZ_ROULETTE];

export const isGallerySlug = (slug: string): slug is GallerySlug => slug === QUIZ_ROULETTE || isBuilt(slug);

/** A scene's gallery, typed for any of them (each takes pins of its own slugs). */
export const sceneGallery = (slug: GallerySlug): SceneGallery<GallerySlug> =>
  (slug === QUIZ_ROULETTE ? rouletteGallery : chromeGame(slug).gallery) as SceneGallery<GallerySlug>;
