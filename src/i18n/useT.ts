import { useSyncExternalStore } from 'react';
import { getTranslator, onLanguageChange, type Translate } from './index';

/** The t function; the calling component re-renders when the language changes. */
export function useT(): Translate {
  return useSyncExternalStore(onLanguageChange, getTranslator, getTranslator);
}
