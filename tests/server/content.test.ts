import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Faq, Page } from '../../contract/schemas/content';
import type { RefreshData } from '../../contract/schemas/refresh';
import { hashPassword } from '../../server/auth/password';
import { testApp, type TestApp } from './helpers/app';
import { operatorToken, registerPlayer } from './helpers/accounts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await testApp();
  admin = await operatorToken(t);
});
afterAll(async () => {
  await t.close();
});

const L = (text: string) => ({ en: text, zh: `${text} (zh)`, ms: `${text} (ms)` });
/** one path or link for all three languages */
const all = (value: string) => ({ en: value, zh: value, ms: value });
const as = (token: string) => ({
  post: (url: string, body: unknown) => t.call('POST', `/api/admin/${url}`, { body, token }),
  put: (url: string, body: unknown) => t.call('PUT', `/api/admin/${url}`, { body, token }),
  del: (url: string) => t.call('DELETE', `/api/admin/${url}`, { token }),
});
const auditOf = (action: string) => t.db.selectFrom('audit_log').selectAll().where('action', '=', action).execute();

async function operatorWithRole(role: 'support' | 'content'): Promise<string> {
  const username = `${role}-op`;
  await t.db
    .insertInto('operators')
    .values({ username, password_hash: await hashPassword('operator123'), role })
    .execute();
  return operatorToken(t, { username, password: 'operator123' });
}

describe('content for the screens', () => {
  it('GET content/faqs lists the FAQs in display order, in every language', async () => {
    const res = await t.call('GET', '/api/content/faqs');
    expect(res.statusCode).toBe(200);
    const faqs = res.json<Faq[]>();
    expect(faqs.length).toBeGreaterThanOrEqual(5);
    expect(faqs[0]?.question.en).toBe('How do I earn coins?');
    expect(Object.keys(faqs[0]?.answer ?? {})).toEqual(['en', 'zh', 'ms']);
  });

  it.each(['terms', 'privacy', 'brand-ambassador'])('GET content/pages/%s', async (slug) => {
    const res = await t.call('GET', `/api/content/pages/${slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<Page>()).toMatchObject({ slug, title: { en: expect.any(String), zh: expect.any(String), ms: expect.any(String) } });
  });

  it('answers an unknown page with 404 msg.invalidRequest', async () => {
    const res = await t.call('GET', '/api/content/pages/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'msg.invalidRequest' });
  });
});

describe('operator content edits', () => {
  it('refuse guests, players and the support role', async () => {
    const player = await registerPlayer(t);
    const support = await operatorWithRole('support');
    expect((await t.call('POST', '/api/admin/faqs', { body: { question: L('q'), answer: L('a') } })).statusCode).toBe(401);
    expect((await as(player.token).post('faqs', { question: L('q'), answer: L('a') })).statusCode).toBe(401);
    const res = await as(support).post('faqs', { question: L('q'), answer: L('a') });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'msg.forbidden' });
  });

  it('FAQs: create, update, delete, each with an audit line; the content role may edit', async () => {
    const content = await operatorWithRole('content');
    const created = await as(content).post('faqs', { question: L('First?'), answer: L('Yes.'), sort: -1 });
    expect(created.statusCode).toBe(200);
    const { id } = created.json<{ id: number }>();
    expect((await t.call('GET', '/api/content/faqs')).json<Faq[]>()[0]).toEqual({ id, question: L('First?'), answer: L('Yes.') });
    const updated = await as(admin).put(`faqs/${id}`, { question: L('Still first?'), answer: L('Yes.') });
    expect(updated.json()).toEqual({ id, question: L('Still first?'), answer: L('Yes.') });
    expect((await as(admin).del(`faqs/${id}`)).json()).toEqual({ ok: true });
    expect((await t.call('GET', '/api/content/faqs')).json<Faq[]>().some((f) => f.id === id)).toBe(false);
    for (const action of ['faq.create', 'faq.update', 'faq.delete']) expect(await auditOf(action)).toHaveLength(1);
    expect((await as(admin).del(`faqs/${id}`)).statusCode).toBe(404);
    expect((await as(admin).put('faqs/abc', { question: L('q'), answer: L('a') })).statusCode).toBe(400);
    expect((await as(admin).post('faqs', { question: { en: 'only en' }, answer: L('a') })).statusCode).toBe(400);
  });

  it('pages: update a known slug only', async () => {
    const res = await as(admin).put('pages/terms', { title: L('Terms'), body: L('One.\n\nTwo.') });
    expect(res.json()).toEqual({ slug: 'terms', title: L('Terms'), body: L('One.\n\nTwo.') });
    expect((await t.call('GET', '/api/content/pages/terms')).json<Page>().body.en).toBe('One.\n\nTwo.');
    expect((await as(admin).put('pages/about', { title: L('x'), body: L('y') })).statusCode).toBe(404);
    expect((await auditOf('page.update'))[0]?.target).toBe('terms');
  });

  it('promotions: create, update, delete; the refresh follows', async () => {
    const promo = {
      title: L('Raya bonus'),
      description: L('Deposit and win'),
      img: all('promo/raya.svg'),
      startDate: '2020-01-01T00:00:00.000Z',
      endDate: null,
    };
    const { id } = (await as(admin).post('promotions', promo)).json<{ id: number }>();
    const promotions = async () => (await t.call('GET', '/api/vips')).json<RefreshData>().promotions;
    expect((await promotions()).find((p) => p.id === id)).toMatchObject({ title: L('Raya bonus'), img: { en: '/uploads/promo/raya.svg' } });
    expect((await as(admin).put(`promotions/${id}`, { ...promo, active: false })).json()).toEqual({ ok: true });
    expect((await promotions()).some((p) => p.id === id)).toBe(false);
    expect((await as(admin).del(`promotions/${id}`)).statusCode).toBe(200);
    for (const action of ['promotion.create', 'promotion.update', 'promotion.delete']) expect(await auditOf(action)).toHaveLength(1);
  });

  it('promotions: refuse an end before the start and image paths outside the uploads', async () => {
    const promo = {
      title: L('t'),
      description: L('d'),
      img: all('promo/a.svg'),
      startDate: '2024-02-01T00:00:00Z',
      endDate: '2024-01-01T00:00:00Z',
    };
    expect((await as(admin).post('promotions', promo)).json()).toEqual({ message: 'msg.invalidRequest', typ: 'endDate' });
    for (const img of ['../secret', '/etc/passwd', 'a/../../b', 'x y.png']) {
      const res = await as(admin).post('promotions', { ...promo, endDate: null, img: { ...all('ok.svg'), zh: img } });
      expect(res.json()).toEqual({ message: 'msg.invalidRequest', typ: 'img' });
    }
    expect((await as(admin).post('promotions', { ...promo, startDate: 'yesterday', endDate: null })).statusCode).toBe(400);
  });

  it('banners: create, update, delete, refusing script links', async () => {
    const banner = { img: all('banner/a.svg'), link: { en: '/promotions', zh: 'https://example.invalid/x', ms: '#' } };
    const { id } = (await as(admin).post('banners', banner)).json<{ id: number }>();
    expect((await t.call('GET', '/api/vips')).json<RefreshData>().banners).toContainEqual(
      expect.objectContaining({ img_en: '/uploads/banner/a.svg', link_zh: 'https://example.invalid/x' }),
    );
    for (const link of ['javascript:alert(1)', '//evil.example', 'data:text/html,x', '/\\evil']) {
      const res = await as(admin).put(`banners/${id}`, { ...banner, link: { ...banner.link, en: link } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'msg.invalidLink', typ: 'link' });
    }
    expect((await as(admin).put(`banners/${id}`, { ...banner, sort: 9 })).statusCode).toBe(200);
    expect((await as(admin).del(`banners/${id}`)).statusCode).toBe(200);
    expect((await as(admin).put(`banners/${id}`, banner)).statusCode).toBe(404);
    for (const action of ['banner.create', 'banner.update', 'banner.delete']) expect(await auditOf(action)).toHaveLength(1);
  });

  it('options: only the five contact links, only http(s) or #', async () => {
    const res = await as(admin).put('options/live_chat_link', { value: 'https://chat.example.invalid/vip' });
    expect(res.json()).toEqual({ name: 'live_chat_link', value: 'https://chat.example.invalid/vip' });
    const options = (await t.call('GET', '/api/vips')).json<RefreshData>().options;
    expect(options).toContainEqual({ name: 'live_chat_link', value: 'https://chat.example.invalid/vip' });
    expect((await as(admin).put('options/whatsapp_link', { value: '#' })).statusCode).toBe(200);
    expect((await as(admin).put('options/maintenance', { value: '1' })).statusCode).toBe(404);
    expect((await as(admin).put('options/redeem_coins', { value: '1' })).statusCode).toBe(404);
    expect((await as(admin).put('options/h5_link', { value: 'javascript:alert(1)' })).json()).toEqual({
      message: 'msg.invalidLink',
      typ: 'value',
    });
    expect(await auditOf('option.update')).toHaveLength(2);
  });

  it("options: the 4D results link is the operator's to set, as the contact links are (issue 26)", async () => {
    const fourD = async () => (await t.call('GET', '/api/vips')).json<RefreshData>().options.find((o) => o.name === 'four_d_link')?.value;
    expect(await fourD()).toBe('#');
    expect((await as(admin).put('options/four_d_link', { value: 'https://4d.example.invalid/results' })).statusCode).toBe(200);
    expect(await fourD()).toBe('https://4d.example.invalid/results');
    expect((await as(admin).put('options/four_d_link', { value: '#' })).statusCode).toBe(200);
    expect(await fourD()).toBe('#');
  });
});

describe('docs', () => {
  it('lists the account, settings, content, operator content and h5 calls under their tags', async () => {
    const doc = (await t.call('GET', '/api/docs/json')).json<{ paths: Record<string, Record<string, { tags?: string[] }>> }>();
    const tag = (path: string, method: string) => doc.paths[path]?.[method]?.tags?.[0];
    expect(tag('/api/account/register', 'post')).toBe('account');
    expect(tag('/api/player/profile', 'get')).toBe('settings');
    expect(tag('/api/content/pages/{slug}', 'get')).toBe('content');
    expect(tag('/api/admin/faqs/{id}', 'delete')).toBe('operator content');
    expect(tag('/api/h5/launch-token', 'post')).toBe('h5');
    expect(tag('/api/admin/sms-outbox', 'get')).toBe('operator');
  });
});
