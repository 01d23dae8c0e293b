import { describe, expect, it } from 'vitest';
import { fixtureSlots, LOSE_SLOT, poseOf, WIN_SLOT, wheelText } from './galleryFixtures';

describe('wheel gallery fixtures', () => {
  it('pins a win on a prize slot and a loss on a blank one', () => {
    const slots = fixtureSlots('ms');
    expect(slots[WIN_SLOT]?.win).toBe(true);
    expect(slots[LOSE_SLOT]).toEqual({ label: 'Cuba lagi', win: false });
    expect(poseOf('spinning', { progress: 0.5 })).toEqual({ state: 'spinning', slot: WIN_SLOT, progress: 0.5 });
    expect(poseOf('lose', { progress: 0, slot: 1 })).toEqual({ state: 'lose', slot: 1 });
    expect(poseOf('maintenance', { progress: 0 })).toEqual({ state: 'maintenance' });
  });

  it('takes scene texts from the language asked for', async () => {
    expect((await wheelText('zh')).spinsLeft).toBe('剩余次数');
  });
});
