import rosetta from 'rosetta';
import { DEFAULT_LANG, LANGS, type Lang } from '../../contract/appConstants';
import type { Dict, DictTree } from './dict/en';
import { agreeEnglishCounts } from './englishCounts';

export type { Dict, DictTree } from './dict/en';
export type { Lang } from '../../contract/appConstants';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every dotted path to a text, e.g. 'msg.sessionExpired' or 'title.setting.faq'. */
export type DictKey = Leaves<Dict>;
export type TParams = unknown[] | Record<string, unknown>;
export type Translate = (key: string, params?: TParams) => string;

// DictTree, not Dict: a lazily loaded section (addSection) is merged into the
// same table, and rosetta's set() merges top-level keys (Object.assign).
const i18n = rosetta<DictTree>();

/** Loaders of one extra dictionary section per language, e.g. `{ console: {...} }`. */
export type SectionLoaders = Readonly<Record<Lang, () => Promise<DictTree>>>;

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

// Sections a lazy part of the app (the operator console) registered: loaded with
// every later language too, so they never reach the players' dictionary chunks.
const sections: SectionLoaders[] = [];
// One fetch per loader (each loader is one language's chunk); a failed one may be retried.
const fetches = new Map<() => Promise<DictTree>, Promise<void>>();

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
  await fetchLanguage(next);
  // A slow earlier request must not override the player's latest choice.
  if (seq !== requestSeq) return;
  i18n.locale(next);
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[next];
  if (applied && next === active) return;
  applied = true;
  active = next;
  notify();
}

/**
 * Registers a dictionary section that is not part of the players' dictionary
 * (the console's `console.*` texts, the games' `games.*`) and resolves once the
 * active language has it; every later loadLanguage() fetches it too before
 * switching. The section's top-level keys must not clash with the main dictionary's.
 */
export async function addSection(section: SectionLoaders): Promise<void> {
  if (!sections.includes(section)) sections.push(section);
  const lang = active;
  await fetchOnce(lang, section[lang]);
  // Components that already rendered the active language show the new texts.
  if (applied && lang === active) notify();
}

/**
 * A section's texts as one function to wait on: it adds the section on its
 * first call and answers the same promise every time after, so React's `use()`
 * can wait on it; a failed load is retried on the next call.
 */
export function sectionTexts(section: SectionLoaders): () => Promise<void> {
  let texts: Promise<void> | undefined;
  return () => {
    texts ??= addSection(section).catch((error: unknown) => {
      texts = undefined;
      throw error;
    });
    return texts;
  };
}

async function fetchLanguage(lang: Lang): Promise<void> {
  // A section registered while this language was loading is fetched before it goes live.
  let count: number;
  do {
    count = sections.length;
    await Promise.all([loaders[lang], ...sections.map((section) => section[lang])].map((load) => fetchOnce(lang, load)));
  } while (count !== sections.length);
}

function fetchOnce(lang: Lang, load: () => Promise<DictTree>): Promise<void> {
  let pending = fetches.get(load);
  if (!pending) {
    pending = load().then((table) => i18n.set(lang, table));
    pending.catch(() => fetches.delete(load));
    fetches.set(load, pending);
  }
  return pending;
}

function notify(): void {
  // A new identity lets memoised components that receive t as a prop re-render.
  translator = (key, params) => t(key, params);
  for (const listener of listeners) listener();
}

/** Calls listener after each change of the active language or its texts (addSection); returns the unsubscribe. */
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
  const lang = i18n.locale();
  if (!hasText(i18n.table(lang) ?? undefined, key)) return key;
  const text = i18n.t(key, params);
  return lang === 'en' && params !== undefined ? agreeEnglishCounts(text) : text;
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
