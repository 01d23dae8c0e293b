// Language store (SPEC section 3): en, zh or ms, default en.
import { proxy } from 'valtio/vanilla';
import { DEFAULT_LANG, LANGS, type Lang } from '../../contract/appConstants';
import { mergeSaved, replaceState } from './merge';

export interface LanguageState {
  lang: Lang;
}

export const defaultLanguage = (): LanguageState => ({ lang: DEFAULT_LANG });

export const languageState = proxy<LanguageState>(defaultLanguage());

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** Sets the language; returns true when it changed (the caller reloads the page, SPEC section 4). */
export function setLang(value: unknown): boolean {
  if (!isLang(value) || value === languageState.lang) return false;
  languageState.lang = value;
  return true;
}

export function resetLanguage(): void {
  replaceState(languageState, defaultLanguage());
}

export function restoreLanguage(saved: unknown): void {
  const next = mergeSaved(defaultLanguage(), saved);
  if (!isLang(next.lang)) next.lang = DEFAULT_LANG;
  replaceState(languageState, next);
}
