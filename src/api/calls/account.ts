// Registration and the player's own settings (contract/schemas/account.ts,
// telegram.ts). Store updates that follow these answers are the callers'
// (the settings screens roll back optimistic switches on a refusal).
import { API } from '../../../contract/routes';
import type {
  FullNameBody,
  LanguageBody,
  NotifyBody,
  OtpRequestBody,
  OtpRequestResponse,
  Profile,
  RegisterBody,
  UidChangeBody,
  UidCheckBody,
  UidCheckResponse,
} from '../../../contract/schemas/account';
import type { LoginResponse } from '../../../contract/schemas/auth';
import type { TelegramBindBody, TelegramState } from '../../../contract/schemas/telegram';
import type { ExpiryRemindersBody } from '../../../contract/loyalty/expiry';
import { EXPIRY_API } from '../../../contract/loyalty/expiryRules';
import { api } from '../client';

export const checkUid = (body: UidCheckBody): Promise<UidCheckResponse> => api.post<UidCheckResponse>(API.uidCheck, body);

export const requestOtp = (body: OtpRequestBody): Promise<OtpRequestResponse> => api.post<OtpRequestResponse>(API.otp, body);

/** Answers the login shape: a new account is signed in at once. */
export const register = (body: RegisterBody): Promise<LoginResponse> => api.post<LoginResponse>(API.register, body);

export const fetchProfile = (): Promise<Profile> => api.get<Profile>(API.profile);

/** The server answers the saved switch. */
export const saveNotify = (body: NotifyBody): Promise<NotifyBody> => api.put<NotifyBody>(API.notify, body);

/** The reminders-before-expiry switch; the server answers the saved value. */
export const saveExpiryReminders = (body: ExpiryRemindersBody): Promise<ExpiryRemindersBody> =>
  api.put<ExpiryRemindersBody>(EXPIRY_API.reminders, body);

export const saveLanguage = (body: LanguageBody): Promise<LanguageBody> => api.put<LanguageBody>(API.language, body);

/** Resolves once the one change of UID is made; the new UID is the one sent. */
export const changeUid = async (body: UidChangeBody): Promise<void> => {
  await api.put<unknown>(API.changeUid, body);
};

/** The server answers the name as saved (trimmed). */
export const changeFullName = (body: FullNameBody): Promise<FullNameBody> => api.put<FullNameBody>(API.changeFullName, body);

export const bindTelegram = (body: TelegramBindBody): Promise<TelegramState> => api.post<TelegramState>(API.telegramBind, body);

export const unbindTelegram = (): Promise<TelegramState> => api.post<TelegramState>(API.telegramUnbind);
