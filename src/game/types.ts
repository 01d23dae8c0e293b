// What the chrome knows of one game: a descriptor per game folder
// (src/game/<game>/index.ts), listed once in registry.ts. Everything the
// screens do with a game goes through it, so a new game touches its own
// folder and one registry line, and the compiler says what is missing.
import type { LazyExoticComponent, ReactNode } from 'react';
import type { GameSlug, Lang } from '../../contract/constants';
import type { GameDetail } from '../../contract/schemas/games';
import type { RendererChoice } from '../../engine/core/phaser';
import type { RoundToVerify } from './verifyRound';

/** What the play screen hands a game's stage once the game is known to be playable (or under maintenance). */
export interface StageProps<S extends GameSlug = GameSlug> {
  slug: S;
  /** the play screen's own fresh copy of the detail */
  detail: GameDetail;
  maintenance: boolean;
}

/** The pins of one QA gallery frame (src/screens/qa-gallery/README.md): the query string alone decides the pixels. */
export interface GalleryPin<S extends string = GameSlug> {
  slug: S;
  /** one of the game's own gallery states */
  state: string;
  lang: Lang;
  date: Date;
  seed: number;
  /** 0..1, how far into an animation the frame is (a spin, a timer) */
  progress: number;
  /** a game-specific index the state rests on (a wheel slot, a card) */
  slot?: number;
  renderer: RendererChoice;
  /** StrictMode's double mount, in any build */
  strict: boolean;
}

/** A scene's states in the QA gallery (a game's, or the quiz's roulette: src/game/galleries.ts). */
export interface SceneGallery<S extends string> {
  states: readonly string[];
  /** renders the frozen scene; calls onReady once its pinned frame is on screen */
  Scene: LazyExoticComponent<(props: { pin: GalleryPin<S>; onReady: () => void }) => ReactNode>;
}

export interface ChromeGame<S extends GameSlug = GameSlug> {
  /** the play screen's stage for this game (its own chunk); a plain function type, so a stage of several slugs serves each */
  Stage: LazyExoticComponent<(props: StageProps<S>) => ReactNode>;
  /** warm the game's code (Phaser with it) and art while the player reads the detail; cheap to repeat */
  prefetch(slug: S, lang: Lang): void;
  gallery: SceneGallery<S>;
  /** the player's past rounds of this game, for the fairness verifier */
  roundsToVerify(slug: S): Promise<RoundToVerify[]>;
}
