// Push notifications (contract/schemas/push.ts): the device's FCM token.
import type Type from 'typebox';
import { API } from '../../../contract/routes';
import type { Ok } from '../../../contract/schemas/common';
import type { PushTokenBody } from '../../../contract/schemas/push';
import { api } from '../client';

export const registerPushToken = (body: PushTokenBody): Promise<Type.Static<typeof Ok>> =>
  api.post<Type.Static<typeof Ok>>(API.pushToken, body);
