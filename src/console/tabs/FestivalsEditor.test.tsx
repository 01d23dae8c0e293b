import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FestivalList } from '../../../contract/loyalty/streaks';
import { ok, screenHarness } from '../../screens/testing';
import { consoleTexts } from '../i18n';
import { setOperatorSession } from '../session';
import { FestivalsEditor } from './FestivalsEditor';
import { fake, resetFake } from '../testing';

// The console's own channel worker, faked (src/console/testing.ts): answers by 'METHOD url'.
vi.mock('../../worker/spawn', () => import('../testing'));

const h = screenHarness();
const byTestId = (id: string) => h.container.querySelector(`[data-testid="${id}"]`);

const FESTIVALS: FestivalList = { days: [{ day: '2091-08-31', name: { en: 'Hari Merdeka', zh: '国庆日', ms: 'Hari Merdeka' } }] };

beforeAll(() => consoleTexts());
beforeEach(() => {
  resetFake();
  setOperatorSession({ token: 't', role: 'content', username: 'content' });
});

describe('the festival calendar in the missions console', () => {
  it('says what a festival day does, and that there are none yet', async () => {
    fake.answers.set('GET admin/festivals', ok({ days: [] }));
    await h.render(<FestivalsEditor />);
    expect(h.text()).toContain("every player's streak shield is refilled");
    expect(byTestId('console-festivals')?.querySelector('[data-testid="console-empty"]')?.textContent).toBe('No festival days yet');
  });

  it('lists the festival days, adds one with its three names, removes one, and shows a refusal in words', async () => {
    fake.answers.set('GET admin/festivals', ok(FESTIVALS));
    fake.answers.set('PUT admin/festivals', ok({ ok: true }));
    fake.answers.set('DELETE admin/festivals/2091-08-31', ok({ ok: true }));
    await h.render(<FestivalsEditor />);
    expect(byTestId('console-festival-2091-08-31')?.textContent).toContain('31/08/2091 · Hari Merdeka');
    // The row's button says which day it removes to a screen reader.
    expect(byTestId('console-festival-2091-08-31-remove')?.getAttribute('aria-label')).toBe('Remove 31/08/2091 · Hari Merdeka');

    await h.type(byTestId('console-festival-day'), '2091-12-25');
    await h.type(byTestId('console-festival-name-en'), 'Christmas');
    await h.type(byTestId('console-festival-name-zh'), '圣诞节');
    await h.type(byTestId('console-festival-name-ms'), 'Hari Krismas');
    await h.click(byTestId('console-festival-save'));
    expect(fake.calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: 'admin/festivals',
      body: { day: '2091-12-25', name: { en: 'Christmas', zh: '圣诞节', ms: 'Hari Krismas' } },
    });
    expect(h.text()).toContain('Festival day saved');
    // Saved: the form is blank again for the next day.
    expect((byTestId('console-festival-name-en') as HTMLInputElement | null)?.value).toBe('');

    await h.click(byTestId('console-festival-2091-08-31-remove'));
    expect(fake.calls.some((c) => c.method === 'DELETE' && c.url === 'admin/festivals/2091-08-31')).toBe(true);

    fake.answers.set('PUT admin/festivals', { status: 400, data: { message: 'msg.missionTextMissing' } });
    await h.click(byTestId('console-festival-save'));
    expect(byTestId('console-festivals')?.querySelector('[role="alert"]')?.textContent).toBe(
      'Write the title and the text in English, Chinese and Malay',
    );
  });
});
