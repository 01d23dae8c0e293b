// The console's texts (`console.*`), kept out of the players' dictionary: this
// module is imported only by the console, so its dictionary chunks load only
// when an operator opens /console, one language at a time.
import type { Lang } from '../../../contract/constants';
import { sectionTexts } from '../../i18n';
import type { ConsoleDict } from './ConsoleApp-en';

export type { ConsoleDict } from './ConsoleApp-en';

// One literal specifier per language, as in src/i18n/index.ts: one chunk each.
const loaders: Readonly<Record<Lang, () => Promise<{ console: ConsoleDict }>>> = {
  en: () => import('./ConsoleApp-en').then((m) => ({ console: m.operatorConsole })),
  zh: () => import('./ConsoleApp-zh').then((m) => ({ console: m.operatorConsole })),
  ms: () => import('./ConsoleApp-ms').then((m) => ({ console: m.operatorConsole })),
};

/**
 * Resolves once the active language's console texts are in the dictionary
 * (later language switches load them with the rest); `use()` waits on it.
 */
export const consoleTexts = sectionTexts(loaders);
