// What the settings screens save on the server, with the store updates that
// go with each answer. No React here: the screens call these and draw the
// message key they return (null = it worked).
import type { Lang } from '../../../contract/constants';
import { MSG } from '../../../contract/errors';
import { isValidFullName, isValidUid } from '../../../contract/validation';
import * as calls from '../../api/calls/account';
import { ApiError } from '../../api/client';
import { languageState, setLang } from '../../state/language';
import { flushNow } from '../../state/persist';
import { playerState } from '../../state/player';

const messageOf = (error: unknown): string => (error instanceof ApiError ? error.message : MSG.internalServerError);

let notifySeq = 0;

/**
 * Optimistic: the switch moves at once and rolls back if the server refuses.
 * Only the latest tap rolls back, so a slow failure cannot undo a newer choice.
 */
export async function saveNotify(next: boolean): Promise<string | null> {
  const previous = playerState.notify;
  const mine = ++notifySeq;
  playerState.notify = next;
  try {
    await calls.saveNotify({ notify: next });
    return null;
  } catch {
    if (mine === notifySeq) playerState.notify = previous;
    return MSG.updateFailed;
  }
}

let remindersSeq = 0;

/** The reminders-before-expiry switch, optimistic like the notification switch. */
export async function saveExpiryReminders(next: boolean): Promise<string | null> {
  const previous = playerState.expiryReminders;
  const mine = ++remindersSeq;
  playerState.expiryReminders = next;
  try {
    await calls.saveExpiryReminders({ enabled: next });
    return null;
  } catch {
    if (mine === remindersSeq) playerState.expiryReminders = previous;
    return MSG.updateFailed;
  }
}

/** A UID may be changed once; the server decides whether this player still may. */
export async function changeUid(uid: string): Promise<string | null> {
  if (!isValidUid(uid)) return MSG.invalidUid;
  try {
    await calls.changeUid({ uid });
    playerState.uid = uid;
    return null;
  } catch (error) {
    const message = messageOf(error);
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
    return messageOf(error);
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
export async function switchLanguage(lang: Lang, { reload = () => location.reload(), delayMs }: LanguageSwitchOptions): Promise<string | null> {
  if (lang === languageState.lang) return null;
  if (playerState.authenticated) {
    try {
      await calls.saveLanguage({ language: lang });
    } catch (error) {
      return messageOf(error);
    }
  }
  setLang(lang);
  await flushNow();
  setTimeout(reload, delayMs);
  return null;
}
