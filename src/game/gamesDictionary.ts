// The games' texts (`games.*`: the list, a game's detail, the play screen,
// histories, provable fairness, the scenes' words), a dictionary section apart
// from the players' dictionary that every screen loads: a guest opening home
// never downloads them. The screens that show them wait for gamesTexts(); a
// scene reads any language's with gamesDictionary(), so the QA gallery shows
// any language's scene texts without switching the app's language.
import type { Lang } from '../../contract/constants';
import { sectionTexts } from '../i18n';

// One literal specifier per language, as in src/i18n/index.ts: one chunk each.
const loaders = {
  en: () => import('../i18n/dict/en/games'),
  zh: () => import('../i18n/dict/zh/games'),
  ms: () => import('../i18n/dict/ms/games'),
} as const;

// The accessible layer's words (issue 29), a file of their own beside each language's games texts.
const a11yLoaders = {
  en: () => import('../i18n/dict/en/gamesA11y'),
  zh: () => import('../i18n/dict/zh/gamesA11y'),
  ms: () => import('../i18n/dict/ms/gamesA11y'),
} as const;

export async function gamesDictionary(lang: Lang) {
  const [{ games }, { gamesA11y }] = await Promise.all([loaders[lang](), a11yLoaders[lang]()]);
  return { ...games, a11y: gamesA11y };
}

/**
 * Resolves once the active language's games texts are in the dictionary
 * (later language switches load them with the rest); a screen waits on it
 * with React's `use()`.
 */
export const gamesTexts = sectionTexts({
  en: () => gamesDictionary('en').then((games) => ({ games })),
  zh: () => gamesDictionary('zh').then((games) => ({ games })),
  ms: () => gamesDictionary('ms').then((games) => ({ games })),
});
