import { describe, expect, it } from 'vitest';
import { API } from '../../../contract/routes';
import type { Faq } from '../../../contract/schemas/content';
import { replaceState } from '../../state/merge';
import { defaultSite, siteState } from '../../state/site';
import { fail, ok, screenHarness } from '../testing';
import HelpdeskScreen from './HelpdeskScreen';
import { FaqList } from './FaqList';

const h = screenHarness();
const faq = (id: number, q: string): Faq => ({
  id,
  question: { en: q, zh: `${q} zh`, ms: `${q} ms` },
  answer: { en: `${q}!`, zh: 'zh', ms: 'ms' },
});

describe('FaqList', () => {
  it('shows the FAQs in the current language as an accordion', async () => {
    h.answers.set(`GET ${API.faqs}`, ok([faq(1, 'How?'), faq(2, 'When?')]));
    await h.render(<FaqList />);
    const items = [...h.container.querySelectorAll('details')];
    expect(items.map((d) => d.querySelector('summary')?.textContent)).toEqual(['How?', 'When?']);
    expect(items[0]?.querySelector('p')?.textContent).toBe('How?!');
  });

  it('says "No helpdesk found" when there are none', async () => {
    h.answers.set(`GET ${API.faqs}`, ok([]));
    await h.render(<FaqList />);
    expect(h.text()).toContain('No helpdesk found');
  });

  it('shows the error with a retry that loads again', async () => {
    h.answers.set(`GET ${API.faqs}`, fail(500, 'msg.internalServerError'));
    await h.render(<FaqList />);
    expect(h.text()).toContain('System error. Please try again later');
    h.answers.set(`GET ${API.faqs}`, ok([faq(1, 'How?')]));
    await h.click(h.container.querySelector('[data-testid="load-error"] button'));
    expect(h.container.querySelectorAll('details')).toHaveLength(1);
  });
});

describe('HelpdeskScreen', () => {
  it("lists only the contact channels whose link is not '#'", async () => {
    replaceState(siteState, defaultSite());
    siteState.links.telegram = 'https://t.example.invalid/vip';
    siteState.links.liveChat = 'https://chat.example.invalid';
    h.answers.set(`GET ${API.faqs}`, ok([]));
    h.answers.set(`GET ${API.vips}`, fail(500, 'msg.internalServerError')); // a failed refresh keeps the saved links
    await h.render(<HelpdeskScreen />);
    const links = [...h.container.querySelectorAll('[data-testid="contact-channels"] a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://chat.example.invalid', 'https://t.example.invalid/vip']);
    expect(links.every((a) => a.getAttribute('target') === '_blank' && a.getAttribute('rel')?.includes('noopener'))).toBe(true);
    expect(h.calls.map((c) => c.url)).toContain(API.vips);
  });
});
