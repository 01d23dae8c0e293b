import { describe, expect, it } from 'vitest';
import { MSG } from '../../../contract/errors';
import { SQUID_STEPS, type Panel } from '../../../contract/games/squidRules';
import { cashOut, cashoutValue, emptyProgress, payoutOf, takeStep, type SquidProgress, type SquidSecret } from './progress';

const secret: SquidSecret = { bridge: ['left', 'right', 'left', 'left', 'right', 'right', 'left', 'right', 'left', 'right'] };

function walk(panels: Panel[]): SquidProgress {
  return panels.reduce((p, panel, i) => {
    const step = takeStep(p, secret, i + 1, panel);
    if (!step.ok) throw new Error(step.refusal.key);
    return step.value.progress;
  }, emptyProgress());
}

describe('a squid game bridge', () => {
  it('holds on the drawn panel and breaks on the other, which ends the bridge with nothing paid', () => {
    const two = walk(['left', 'right']);
    expect(two.state).toBe('open');
    expect(cashoutValue(two, 10)).toBe(38.4);
    const fell = walk(['left', 'left']);
    expect(fell.state).toBe('fell');
    expect(payoutOf(fell, 10)).toBe(0);
  });

  it('pays 0.96 x 2^k on cash-out, and a second cash-out changes nothing', () => {
    const cashed = cashOut(walk(['left', 'right', 'left']));
    if (!cashed.ok) throw new Error('refused');
    expect(cashed.value.progress.state).toBe('cashedOut');
    expect(payoutOf(cashed.value.progress, 5)).toBe(38.4);
    const again = cashOut(cashed.value.progress);
    expect(again.ok && again.value.changed).toBe(false);
  });

  it('refuses a cash-out before the first safe step', () => {
    expect(cashOut(emptyProgress())).toEqual({ ok: false, refusal: { status: 409, key: MSG.cashoutNeedsStep } });
  });

  it('crosses all ten steps at 983.04x without a cash-out', () => {
    const crossed = walk(secret.bridge);
    expect(crossed.state).toBe('crossed');
    expect(crossed.steps).toHaveLength(SQUID_STEPS);
    expect(payoutOf(crossed, 1)).toBe(983.04);
  });

  it('answers a repeated step without taking it again and refuses a step ahead of the next', () => {
    const one = walk(['left']);
    const repeat = takeStep(one, secret, 1, 'right');
    expect(repeat.ok && repeat.value).toEqual({ progress: one, changed: false });
    expect(takeStep(one, secret, 3, 'left')).toEqual({ ok: false, refusal: { status: 409, key: MSG.roundNotOpen } });
  });

  it('changes nothing once the bridge has ended', () => {
    const fell = walk(['right']);
    const after = takeStep(fell, secret, 2, 'left');
    expect(after.ok && after.value.changed).toBe(false);
  });
});
