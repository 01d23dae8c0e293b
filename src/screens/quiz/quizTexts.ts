// The quiz's own screens' texts (`quiz.*`: dict/<lang>/quiz.ts), a dictionary
// section apart from the players' dictionary, so a guest's home (which shows
// only the entry card, `quizEntry.*`) never downloads them. The quiz screen
// and the QA gallery's quiz states start with `use(quizTexts())`.
import { sectionTexts } from '../../i18n';

// One literal specifier per language, as in src/i18n/index.ts: one chunk each.
export const quizTexts = sectionTexts({
  en: () => import('../../i18n/dict/en/quiz').then((m) => ({ quiz: m.quiz })),
  zh: () => import('../../i18n/dict/zh/quiz').then((m) => ({ quiz: m.quiz })),
  ms: () => import('../../i18n/dict/ms/quiz').then((m) => ({ quiz: m.quiz })),
});
