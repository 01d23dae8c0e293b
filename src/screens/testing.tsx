// A small harness for the screens' component tests: a React root in
// happy-dom, English texts (the games' section too), and a fake API answering by URL.
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { setTransport } from '../api/client';
import { forgetRemote } from '../api/hooks/useRemote';
import { gamesTexts } from '../game/gamesDictionary';
import { loadLanguage } from '../i18n';
import { accountTexts } from '../i18n/accountTexts';
import { quizTexts } from './quiz/quizTexts';
import { vipTexts } from './vip/vipTexts';
import type { WireRequest, WireResponse } from '../worker/types';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export type Answer = WireResponse | ((req: WireRequest) => WireResponse);

export interface Harness {
  container: HTMLDivElement;
  calls: WireRequest[];
  /** Answers for 'METHOD url'; anything else gets a 404. */
  answers: Map<string, Answer>;
  render(node: ReactNode): Promise<void>;
  click(el: Element | null | undefined): Promise<void>;
  /** Types into an input as a player would: React sees the change. */
  type(el: Element | null | undefined, value: string): Promise<void>;
  text(): string;
}

export const ok = (data: unknown): WireResponse => ({ status: 200, data });
export const fail = (status: number, message: string): WireResponse => ({ status, data: { message } });

/** Call at the top of a test file; returns the harness its tests share. */
export function screenHarness(): Harness {
  let root: Root;
  const h: Harness = {
    container: document.createElement('div'),
    calls: [],
    answers: new Map(),
    async render(node) {
      await act(async () => root.render(node));
      // Let the fake calls resolve and the effects that wait on them re-render.
      for (let i = 0; i < 3; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
    },
    async click(el) {
      await act(async () => (el as HTMLElement).click());
      for (let i = 0; i < 3; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
    },
    async type(el, value) {
      if (!(el instanceof HTMLInputElement)) throw new Error('no input to type into');
      await act(async () => {
        // React tracks the value it set; the prototype's setter goes around it, so the input event counts.
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(el, value);
        el.dispatchEvent(new Event('input', { bubbles: true }));
      });
    },
    text: () => h.container.textContent ?? '',
  };
  // The games' texts are a section apart (src/game/gamesDictionary.ts): loaded as the screens that show them would.
  beforeAll(() => Promise.all([loadLanguage('en'), gamesTexts(), accountTexts(), quizTexts(), vipTexts()]));
  beforeEach(() => {
    h.calls.length = 0;
    h.answers.clear();
    forgetRemote();
    h.container = document.createElement('div');
    document.body.append(h.container);
    root = createRoot(h.container);
    setTransport(async (req) => {
      h.calls.push(req);
      const answer = h.answers.get(`${req.method} ${req.url}`) ?? fail(404, 'msg.invalidRequest');
      return typeof answer === 'function' ? answer(req) : answer;
    });
  });
  afterEach(() => {
    act(() => root.unmount());
    h.container.remove();
    setTransport(null);
  });
  return h;
}
