// The console's calls about the redemption promise (issue 26), apart from calls.ts.
import type { MissedRedemptions, OperatorPushTokenBody, RedemptionNotice } from '../../contract/schemas/promises';
import { PROMISES_API } from '../../contract/schemas/promises';
import { consoleApi } from './api';

export const fetchRedemptionNotices = () => consoleApi.get<RedemptionNotice[]>(PROMISES_API.redemptionNotices);
export const fetchMissedRedemptions = () => consoleApi.get<MissedRedemptions>(PROMISES_API.missedRedemptions);
export const allowOperatorPush = (body: OperatorPushTokenBody) => consoleApi.put<null>(PROMISES_API.operatorPushToken, body);
export const stopOperatorPush = (token: string) => consoleApi.del<null>(PROMISES_API.operatorPushToken, { token });
