// The console's texts (`console.*`), kept out of the players' dictionary: this
// module is imported only by the console, so its dictionary chunks load only
// when an operator opens /console, one language at a time.
import type { Lang } from '../../../contract/constants';
import { addSection, type SectionLoaders } from '../../i18n';
import type { ConsoleDict } from './ConsoleApp-en';

export type { ConsoleDict } from './ConsoleApp-en';

// One literal specifier per language, as in src/i18n/index.ts: one chunk each.
const loaders: Readonly<Record<Lang, () => Promise<{ console: ConsoleDict }>>> = {
  en: () => import('./ConsoleApp-en').then((m) => ({ console: m.operatorConsole })),
  zh: () => import('./ConsoleApp-zh').then((m) => ({ console: m.operatorConsole })),
  ms: () => import('./ConsoleApp-ms').then((m) => ({ console: m.operatorConsole })),
};

const section: SectionLoaders = loaders;
let texts: Promise<void> | undefined;

/**
 * Resolves once the active language's console texts are in the dictionary
 * (later language switches load them with the rest). The same promise each
 * time, so React's `use()` can wait on it; a failed load is retried on the
 * next call.
 */
export function consoleTexts(): Promise<void> {
  texts ??= addSection(section).catch((error: unknown) => {
    texts = undefined;
    throw error;
  });
  return texts;
}
