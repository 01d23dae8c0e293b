// What every game scene does the same way, without Phaser so it is unit
// tested: load the scene's art with progress and retry, build once the art
// is in, say ready, guard taps, send one intent at a time and animate the
// outcome the server decided. SceneBase (sceneBase.ts) plugs this into
// Phaser's preload/create; a scene never computes a reward.
import { MSG, type MsgKey } from '../../contract/errors';
import { createPreloader, type LoaderLike, type Preloader } from '../assets/preloader';
import { createDoubleTapGuard, type DoubleTapGuard } from '../input/doubleTap';
import type { GamePayloads, Unsubscribe } from './bus';
import type { SceneContext } from './game';

/**
 * loading -> idle -> waiting (intent sent) -> animating (outcome received) -> idle.
 * failed: art did not load; a retry command goes back to loading.
 */
export type ScenePhase = 'loading' | 'failed' | 'idle' | 'waiting' | 'animating';

export interface SceneHooks<P extends GamePayloads> {
  /** make the game objects; every asset of the scene is in the cache */
  build(): void;
  /** animate the server's outcome; resultShown is emitted when this settles */
  showOutcome(outcome: P['outcome']): Promise<void> | void;
  /** the server refused the intent: undo any "spinning" look */
  refused?(key: MsgKey): void;
  /** a server update arrived (a new round, an opponent's move); only after build */
  pushed?(payload: P['push']): void;
}

export interface SceneKit<P extends GamePayloads> {
  readonly phase: ScenePhase;
  readonly guard: DoubleTapGuard;
  /** from Phaser's preload(): queue the scene's manifest keys */
  preload(loader: LoaderLike, keys: readonly string[]): void;
  /** from Phaser's create(): build as soon as the art is in */
  created(): void;
  /** the player acted: emits the intent unless one is in flight or the scene is not idle */
  intent(payload: P['intent']): boolean;
  destroy(): void;
}

export function createSceneKit<P extends GamePayloads>(ctx: SceneContext<P>, hooks: SceneHooks<P>): SceneKit<P> {
  let phase: ScenePhase = 'loading';
  let assetsIn = false;
  let createdYet = false;
  let built = false;
  let disposed = false;
  let preloader: Preloader | null = null;
  const guard = createDoubleTapGuard(() => ctx.clock());
  const offs: Unsubscribe[] = [];

  const fail = (stage: 'assets' | 'scene', key: MsgKey, extra: { files?: string[]; detail?: string }) => {
    if (!disposed) ctx.bus.emit('error', { key, stage, ...extra });
  };

  const maybeBuild = () => {
    if (built || !assetsIn || !createdYet || disposed) return;
    built = true;
    try {
      hooks.build();
    } catch (error) {
      phase = 'failed';
      fail('scene', MSG.internalServerError, { detail: String(error) });
      return;
    }
    phase = 'idle';
    ctx.bus.emit('ready', { slug: ctx.slug });
  };

  // Subscribed from preload(), not at construction: a scene Phaser never
  // ran (its game failed to boot) must not answer commands.
  const listen = () => {
    if (offs.length) return;
    offs.push(
      ctx.bus.onCommand('outcome', (outcome) => {
        // Only the answer to our own intent: a stray or repeated outcome is not animated twice.
        if (phase !== 'waiting') return;
        phase = 'animating';
        Promise.resolve()
          .then(() => hooks.showOutcome(outcome))
          .then(
            () => {
              if (disposed) return;
              // The tap guard is not reset here: even after a very short round, a
              // second tap within 300 ms of the first is the same double tap.
              phase = 'idle';
              ctx.bus.emit('resultShown', outcome);
            },
            (error: unknown) => {
              phase = 'idle';
              fail('scene', MSG.internalServerError, { detail: String(error) });
            },
          );
      }),
    );
    offs.push(
      ctx.bus.onCommand('refused', ({ key }) => {
        if (phase !== 'waiting') return;
        phase = 'idle';
        hooks.refused?.(key);
      }),
    );
    offs.push(
      ctx.bus.onCommand('push', (payload) => {
        // Before build there are no objects to update: the chrome sends the state again on ready.
        if (!built || disposed) return;
        try {
          hooks.pushed?.(payload);
        } catch (error) {
          fail('scene', MSG.internalServerError, { detail: String(error) });
        }
      }),
    );
    offs.push(
      ctx.bus.onCommand('retry', () => {
        if (phase !== 'failed' || !preloader) return;
        phase = 'loading';
        preloader.retry();
      }),
    );
  };

  return {
    get phase() {
      return phase;
    },
    guard,
    preload(loader, keys) {
      listen();
      preloader?.destroy();
      preloader = createPreloader(
        loader,
        keys.map((key) => ctx.asset(key)),
        ctx.audio,
        {
          progress: (p) => {
            if (!disposed) ctx.bus.emit('loadProgress', p);
          },
          done: () => {
            assetsIn = true;
            maybeBuild();
          },
          failed: (files) => {
            phase = 'failed';
            fail('assets', MSG.imageLoadFail, { files });
          },
        },
      );
      preloader.queue();
    },
    created() {
      createdYet = true;
      maybeBuild();
    },
    intent(payload) {
      if (phase !== 'idle' || disposed) return false;
      phase = 'waiting';
      ctx.bus.emit('intent', payload);
      return true;
    },
    destroy() {
      if (disposed) return;
      disposed = true;
      preloader?.destroy();
      for (const off of offs) off();
    },
  };
}
