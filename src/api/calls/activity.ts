// Activity tracking (SPEC section 7, contract/schemas/activity.ts). The end
// of a session is a keepalive beacon sent by src/activity itself: a page
// being hidden cannot wait for the worker's round trip.
import type Type from 'typebox';
import { API } from '../../../contract/routes';
import type { ActivitySession, ActivityStartBody } from '../../../contract/schemas/activity';
import type { Ok } from '../../../contract/schemas/common';
import { api } from '../client';

export const startActivity = (body: ActivityStartBody): Promise<ActivitySession> => api.post<ActivitySession>(API.activityStart, body);

export const activityHeartbeat = (body: ActivitySession): Promise<Type.Static<typeof Ok>> =>
  api.post<Type.Static<typeof Ok>>(API.activityHeartbeat, body);
