// Sessions: sign-in by password, by the H5 platform's launch token, by the
// Telegram mini app's initData, and sign-out (contract/schemas/auth.ts).
import type Type from 'typebox';
import { API } from '../../../contract/routes';
import type { LoginResponse, PasswordLoginBody, TokenLoginBody } from '../../../contract/schemas/auth';
import type { Ok } from '../../../contract/schemas/common';
import type { MiniAppLoginBody } from '../../../contract/schemas/telegram';
import { api } from '../client';

export const passwordLogin = (body: PasswordLoginBody): Promise<LoginResponse> => api.post<LoginResponse>(API.authLogin, body);

export const tokenLogin = (body: TokenLoginBody): Promise<LoginResponse> => api.post<LoginResponse>(API.playerLogin, body);

export const miniAppLogin = (body: MiniAppLoginBody): Promise<LoginResponse> => api.post<LoginResponse>(API.telegramMiniAppLogin, body);

export const logout = (): Promise<Type.Static<typeof Ok>> => api.post<Type.Static<typeof Ok>>(API.authLogout);
