// What the settings screens save on the server, with the store updates that
// go with each answer. No React here: the screens call these and draw the
// message key they return (null = it worked).
import type { Lang } from '../../../contract/constants';
import { MSG } from '../../../contract/errors';
import { isValidFullName, isValidUid } from '../../../contract/validation';
import * as calls from '../../api/calls/account';
import { errorKey } from '../../api/client';
import { languageState, setLang } from '../../state/language';
import { flushNow } from '../../state/persist';
import { playerState } from '../../state/player';

/** The player's on/off settings the server keeps. */
type PlayerSwitch = 'notify' | 'expiryReminders';
const switchSeq: Record<PlayerSwitch, number> = { notify: 0, expiryReminders: 0 };

/**
 * Optimistic: the switch moves at once and rolls back if the server refuses.
 * Only the latest tap rolls back, so a slow failure cannot undo a newer choice.
 */
async function saveSwitch(key: PlayerSwitch, next: boolean, send: () => Promise<unknown>): Promise<string | null> {
  const previous = playerState[key];
  const mine = ++switchSeq[key];
  playerState[key] = next;
  try {
    await send();
    return null;
  } catch {
    if (mine === switchSeq[key]) playerState[key] = previous;
    return MSG.updateFailed;
  }
}

export const saveNotify = (next: boolean): Promise<string | null> => saveSwitch('notify', next, () => calls.saveNotify({ notify: next }));

/** The reminders-before-expiry switch. */
export const saveExpiryReminders = (next: boolean): Promise<string | null> =>
  saveSwitch('expiryReminders', next, () => calls.saveExpiryReminders({ enabled: next }));

/** A UID may be changed once; the server decides whether this player still may. */
export async function changeUid(uid: string): Promise<string | null> {
  if (!isValidUid(uid)) return MSG.invalidUid;
  try {
    await calls.changeUid({ uid });
    playerState.uid = uid;
    return null;
  } catch (error) {
    const message = errorKey(error);
    // "UID taken" and "not allowed" both read as the spec's one message for a refused change.
    return message === MSG.accountExist || message === MSG.invalidUid ? message : MSG.unableChangeUid;
  }
}

export async function changeFullName(name: string): Promise<string | null> {
  const fullName = name.trim().replace(/\s+/g, ' ');
  if (!isValidFullName(fullName)) return MSG.invalidFullName;
  try {
    await calls.changeFullName({ fullName });
    playerState.fullName = fullName;
    return null;
  } catch (error) {
    return errorKey(error);
  }
}

export interface LanguageSwitchOptions {
  reload?: () => void;
  delayMs: number;
}

/**
 * SPEC section 4: save the choice (on the server too when logged in, so the
 * next refresh does not switch it back), set the store, write the state now,
 * then reload after the delay so every screen starts in the new language.
 */
export async function switchLanguage(
  lang: Lang,
  { reload = () => location.reload(), delayMs }: LanguageSwitchOptions,
): Promise<string | null> {
  if (lang === languageState.lang) return null;
  if (playerState.authenticated) {
    try {
      await calls.saveLanguage({ language: lang });
    } catch (error) {
      return errorKey(error);
    }
  }
  setLang(lang);
  await flushNow();
  setTimeout(reload, delayMs);
  return null;
}
