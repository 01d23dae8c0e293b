import rosetta from 'rosetta';
import { DEFAULT_LANG, LANGS, type Lang } from '../../contract/constants';
import type { Dict, DictTree } from './dict/en';

export type { Dict, DictTree } from './dict/en';
export type { Lang } from '../../contract/constants';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every dotted path to a text, e.g. 'msg.sessionExpired' or 'title.setting.faq'. */
export type DictKey = Leaves<Dict>;
export type TParams = unknown[] | Record<string, unknown>;
export type Translate = (key: string, params?: TParams) => string;

const i18n = rosetta<Dict>();

// One literal specifier per language: the bundler then emits exactly one chunk
// each, and only the active one is fetched (a template string would make it
// glob the whole folder, test files included).
const loaders: Record<Lang, () => Promise<Dict>> = {
  en: () => import('./dict/en').then((m) => m.en),
  zh: () => import('./dict/zh').then((m) => m.zh),
  ms: () => import('./dict/ms').then((m) => m.ms),
};

// 'zh-Hans' rather than 'zh' so browsers pick Simplified glyphs for shared
// code points instead of guessing from the system locale.
const HTML_LANG: Record<Lang, string> = { en: 'en', zh: 'zh-Hans', ms: 'ms' };

let active: Lang = DEFAULT_LANG;
let applied = false;
let requestSeq = 0;
const listeners = new Set<() => void>();
let translator: Translate = (key, params) => t(key, params);

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

export function currentLang(): Lang {
  return active;
}

/**
 * Fetches the language's dictionary (once) and makes it active. A saved state
 * from an older build may hold an unknown code, hence the fallback to the
 * default instead of a rejected promise.
 */
export async function loadLanguage(lang: Lang): Promise<void> {
  const next = isLang(lang) ? lang : DEFAULT_LANG;
  const seq = ++requestSeq;
  if (!i18n.table(next)) i18n.set(next, await loaders[next]());
  // A slow earlier request must not override the player's latest choice.
  if (seq !== requestSeq) return;
  i18n.locale(next);
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[next];
  if (applied && next === active) return;
  applied = true;
  active = next;
  // A new identity lets memoised components that receive t as a prop re-render.
  translator = (key, params) => t(key, params);
  for (const listener of listeners) listener();
}

/** Calls listener after each change of the active language; returns the unsubscribe. */
export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** A t whose identity changes with the language (the snapshot useT reads). */
export function getTranslator(): Translate {
  return translator;
}

/**
 * The text for key in the active language, with {{0}} / {{name}} filled from
 * params. Falls back to the key itself, so a server message that is not a key
 * still shows verbatim and a missing text is visible without breaking the page.
 */
export function t(key: string, params?: TParams): string {
  if (!hasText(i18n.table(i18n.locale()) ?? undefined, key)) return key;
  return i18n.t(key, params);
}

// Rosetta walks the path with plain indexing, so 'msg.hasOwnProperty' would
// reach a prototype function and rosetta would call it; only own string leaves count.
function hasText(table: DictTree | undefined, key: string): boolean {
  let node: string | DictTree | undefined = table;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string' || !Object.hasOwn(node, part)) return false;
    node = node[part];
  }
  return typeof node === 'string' && node !== '';
}
