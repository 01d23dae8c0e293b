import { bindTelegram, unbindTelegram } from '../api/calls/account';
import { miniAppLogin } from '../api/calls/auth';
import { ApiError } from '../api/client';
import { playerState } from '../state/player';
import { currentPath } from './navigation';
import { startSession } from './session';
import { telegramInitData } from './telegram';

/**
 * Opened as a Telegram mini app by a guest whose Telegram account is bound:
 * sign in with the mini app's initData. An unbound account simply stays a
 * guest and logs in as usual (and may bind from the settings).
 */
export async function signInFromTelegram(): Promise<void> {
  const initData = telegramInitData();
  if (!initData || playerState.authenticated) return;
  try {
    const res = await miniAppLogin({ initData });
    await startSession(res, currentPath());
  } catch {
    // not bound, or stale data: the normal login screen is there
  }
}

/** Binds this Telegram account (inside the mini app) or unbinds; answers the message key of a refusal. */
export async function setTelegramBound(bind: boolean): Promise<string | null> {
  const initData = telegramInitData();
  try {
    const res = bind ? await bindTelegram({ initData: initData ?? '' }) : await unbindTelegram();
    playerState.tgBind = res.tgBind;
    return null;
  } catch (error) {
    return error instanceof ApiError ? error.message : 'msg.updateFailed';
  }
}
