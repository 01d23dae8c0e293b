import { describe, expect, it, vi } from 'vitest';
import { createDoubleTapGuard } from './doubleTap';
import { createTapTargets } from './taps';

const HUB = { name: 'hub' };
const FACE = { name: 'face' };
const LABEL = { name: 'label (interactive, not tappable)' };
type Obj = { name: string };

function setup() {
  let now = 1000;
  const guard = createDoubleTapGuard(() => now);
  const taps = createTapTargets<Obj>(guard);
  const hub = vi.fn();
  const face = vi.fn();
  taps.add(HUB, hub);
  taps.add(FACE, face);
  return {
    taps,
    hub,
    face,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('tap targets', () => {
  it('counts a press and a release on the same object', () => {
    const { taps, hub, face } = setup();
    taps.down(1, [HUB, FACE]);
    expect(taps.up(1, [HUB, FACE])).toBe(true);
    expect(hub).toHaveBeenCalledTimes(1);
    expect(face).not.toHaveBeenCalled();
  });

  it('does not count a release on the button after a press elsewhere on the canvas (a drag onto it)', () => {
    // The old per-object pointerup counted this one: the release was over the hub.
    const { taps, hub } = setup();
    taps.down(1, []);
    expect(taps.up(1, [HUB])).toBe(false);
    expect(hub).not.toHaveBeenCalled();
  });

  it('does not count a press that started off the canvas (on the chrome drawn over it)', () => {
    const { taps, hub } = setup();
    taps.cancel(1); // Phaser: pointerdownoutside
    expect(taps.up(1, [HUB])).toBe(false);
    // Nor one pressed on the hub that ended off the canvas, even if the next release lands on it.
    taps.down(2, [HUB]);
    taps.cancel(2); // pointerupoutside
    expect(taps.up(2, [HUB])).toBe(false);
    expect(hub).not.toHaveBeenCalled();
  });

  it('does not count a press on one object released on another, or released on nothing', () => {
    const { taps, hub, face } = setup();
    taps.down(1, [FACE]);
    expect(taps.up(1, [HUB, FACE])).toBe(false);
    taps.down(1, [HUB]);
    expect(taps.up(1, [])).toBe(false);
    // The press is spent: a later release on the hub without a new press is not a tap either.
    expect(taps.up(1, [HUB])).toBe(false);
    expect(hub).not.toHaveBeenCalled();
    expect(face).not.toHaveBeenCalled();
  });

  it('only the topmost object counts: an interactive object over the button shields it', () => {
    const { taps, hub } = setup();
    taps.down(1, [LABEL, HUB]);
    expect(taps.up(1, [LABEL, HUB])).toBe(false);
    expect(hub).not.toHaveBeenCalled();
  });

  it('tracks each pointer on its own (two fingers)', () => {
    const { taps, hub, face, advance } = setup();
    taps.down(1, [HUB]);
    taps.down(2, [FACE]);
    expect(taps.up(2, [HUB])).toBe(false);
    expect(taps.up(1, [HUB])).toBe(true);
    advance(400);
    taps.down(2, [FACE]);
    expect(taps.up(2, [FACE])).toBe(true);
    expect([hub.mock.calls.length, face.mock.calls.length]).toEqual([1, 1]);
  });

  it('keeps the 300 ms double-tap guard, and a stray release does not spend it', () => {
    const { taps, hub, advance } = setup();
    taps.down(1, [HUB]);
    expect(taps.up(1, [HUB])).toBe(true);
    advance(100);
    taps.down(1, [HUB]);
    expect(taps.up(1, [HUB])).toBe(false);
    advance(250); // 350 ms after the accepted tap
    taps.down(1, []);
    expect(taps.up(1, [HUB])).toBe(false);
    taps.down(1, [HUB]);
    expect(taps.up(1, [HUB])).toBe(true);
    expect(hub).toHaveBeenCalledTimes(2);
  });

  it('forgets removed targets and every press on reset', () => {
    const { taps, hub, face } = setup();
    const off = taps.add(LABEL, () => {});
    off();
    taps.down(1, [HUB]);
    taps.reset();
    expect(taps.up(1, [HUB])).toBe(false);
    taps.down(1, [LABEL, FACE]);
    expect(taps.up(1, [LABEL, FACE])).toBe(false);
    expect(hub).not.toHaveBeenCalled();
    expect(face).not.toHaveBeenCalled();
  });
});
