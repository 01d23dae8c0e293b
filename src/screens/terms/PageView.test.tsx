import { expect, it } from 'vitest';
import { API } from '../../../contract/routes';
import type { Page } from '../../../contract/schemas/content';
import { fail, ok, screenHarness } from '../testing';
import { PageView } from './PageView';
import { paragraphs } from './paragraphs';

const h = screenHarness();
const page: Page = {
  slug: 'privacy',
  title: { en: 'Privacy Policy', zh: '隐私政策', ms: 'Dasar Privasi' },
  body: { en: 'First.\n\nSecond,\nsame paragraph.', zh: '一', ms: 'Satu' },
};

it('shows the title and one paragraph per blank-line block', async () => {
  h.answers.set(`GET ${API.page('privacy')}`, ok(page));
  await h.render(<PageView slug="privacy" titleKey="title.privacyPolicy" />);
  expect(h.container.querySelector('h1')?.textContent).toBe('Privacy Policy');
  expect([...h.container.querySelectorAll('article p')].map((p) => p.textContent)).toEqual(['First.', 'Second,\nsame paragraph.']);
});

it('shows the error with a retry, and the page after it', async () => {
  h.answers.set(`GET ${API.page('privacy')}`, fail(500, 'msg.internalServerError'));
  await h.render(<PageView slug="privacy" titleKey="title.privacyPolicy" />);
  expect(h.text()).toContain('System error. Please try again later');
  expect(h.container.querySelector('h1')?.textContent).toBe('Privacy Policy'); // the title key's text meanwhile
  h.answers.set(`GET ${API.page('privacy')}`, ok(page));
  await h.click(h.container.querySelector('[data-testid="load-error"] button'));
  expect(h.container.querySelectorAll('article p')).toHaveLength(2);
});

it('splits a body on blank lines, keeps single line breaks, drops empty paragraphs', () => {
  expect(paragraphs('One.\n\nTwo\nstill two.\r\n  \r\nThree.\n\n\n\n')).toEqual(['One.', 'Two\nstill two.', 'Three.']);
  expect(paragraphs('  \n\n ')).toEqual([]);
});

it('a page reached from anywhere has a way back (the installed app has no browser bar)', async () => {
  h.answers.set(`GET ${API.page('privacy')}`, ok(page));
  await h.render(<PageView slug="privacy" titleKey="title.privacyPolicy" back="/" />);
  const back = h.container.querySelector('header a[aria-label="Back"]');
  expect(back?.getAttribute('href')).toBe('/');
});
