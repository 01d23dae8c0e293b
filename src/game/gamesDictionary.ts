// A language's games dictionary section, loaded on its own: the QA gallery
// shows any language's scene texts without switching the app's language.
import type { Lang } from '../../contract/constants';

const loaders = {
  en: () => import('../i18n/dict/en/games'),
  zh: () => import('../i18n/dict/zh/games'),
  ms: () => import('../i18n/dict/ms/games'),
} as const;

export async function gamesDictionary(lang: Lang) {
  return (await loaders[lang]()).games;
}
