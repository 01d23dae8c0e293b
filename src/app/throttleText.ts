// A refusal's text, with the seconds left filled in for "too frequent (n
// seconds)": the 429 stored its wait under the refusal's kind (its typ).
import { MSG } from '../../contract/errors';
import type { Translate } from '../i18n';
import { counterKey, waitLeft } from '../state/counters';

export function refusalText(t: Translate, message: string, typ: string): string {
  return message === MSG.tooFrequentSeconds ? t(message, [String(waitLeft(counterKey(typ, 429)))]) : t(message);
}
