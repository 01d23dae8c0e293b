import { describe, expect, it } from 'vitest';
import { fail, ok, screenHarness } from '../../testing';
import LimitsScreen from './LimitsScreen';

const h = screenHarness();
const byTestId = (id: string) => h.container.querySelector(`[data-testid="${id}"]`);
const radio = (name: string, label: string) =>
  [...h.container.querySelectorAll(`input[name="${name}"]`)].find((input) => input.parentElement?.textContent === label);

const NONE = {
  daily: null,
  weekly: null,
  dailyPending: null,
  weeklyPending: null,
  stakedToday: 0,
  stakedThisWeek: 0,
  breakUntil: null,
  excludedUntil: null,
  realityCheckMinutes: null,
};

const type = (id: string, value: string) => h.type(h.container.querySelector(`#${id}`), value);

describe('/setting/limits', () => {
  it('refuses a limit that is not whole coins before asking the server, and sends none for an empty field', async () => {
    h.answers.set('GET player/limits', ok(NONE));
    h.answers.set('PUT player/limits', ok({ ...NONE, weekly: 700 }));
    await h.render(<LimitsScreen />);
    await type('limit-daily', '12.5');
    await h.click(byTestId('limits-save'));
    expect(h.text()).toContain('Enter a whole number of coins from 1, or leave it empty');
    expect(h.calls.some((c) => c.method === 'PUT')).toBe(false);

    await type('limit-daily', '');
    await type('limit-weekly', '700');
    await h.click(byTestId('limits-save'));
    expect(h.calls.find((c) => c.method === 'PUT')).toMatchObject({ url: 'player/limits', body: { daily: null, weekly: 700 } });
    expect(byTestId('limit-weekly-current')?.textContent).toBe('700 · Staked so far: 0');
  });

  it("takes the break chosen, shows its end, and shows the server's refusal to shorten one", async () => {
    h.answers.set('GET player/limits', ok(NONE));
    h.answers.set('POST player/limits/break', ok({ ...NONE, breakUntil: '2026-12-02T04:00:00.000Z' }));
    await h.render(<LimitsScreen />);
    await h.click(radio('break', '1 week'));
    await h.click([...h.container.querySelectorAll('button')].find((b) => b.textContent === 'Start the break'));
    expect(h.calls.find((c) => c.method === 'POST')).toMatchObject({ url: 'player/limits/break', body: { period: '1w' } });
    expect(byTestId('limits-break-until')?.textContent).toBe('On a break until 02/12/2026 12:00 PM');

    h.answers.set('POST player/limits/break', fail(409, 'msg.cannotShortenPause'));
    await h.click(radio('break', '1 day'));
    await h.click([...h.container.querySelectorAll('button')].find((b) => b.textContent === 'Start the break'));
    expect(byTestId('limits-error')?.textContent).toBe('A break or a self-exclusion cannot be shortened or lifted before it ends');
  });

  it("sets the reality check's interval, or turns it off", async () => {
    h.answers.set('GET player/limits', ok({ ...NONE, realityCheckMinutes: 15 }));
    h.answers.set('PUT player/limits/reality-check', (req) =>
      ok({ ...NONE, realityCheckMinutes: (req.body as { minutes: number | null }).minutes }),
    );
    await h.render(<LimitsScreen />);
    expect((radio('reality', '15 min') as HTMLInputElement).checked).toBe(true);
    await h.click(radio('reality', 'Off'));
    expect(h.calls.find((c) => c.method === 'PUT')).toMatchObject({ url: 'player/limits/reality-check', body: { minutes: null } });
    expect((radio('reality', 'Off') as HTMLInputElement).checked).toBe(true);
  });
});
