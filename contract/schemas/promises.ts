// Keeping the club's promises (issue 26): the operators' notices about
// redemptions waiting undecided, the redemptions whose promise was missed,
// and operators' push devices for those notices.
import Type from 'typebox';
import { LANGS } from '../constants';
import { AdminRedemption } from './wallet';

export const PROMISES_API = {
  /** GET: notices about redemptions still undecided, newest first */
  redemptionNotices: 'admin/redemption-notices',
  /** GET: redemptions credited after their due time or released undecided (30 days) */
  missedRedemptions: 'admin/redemptions-missed',
  /** PUT: this operator's device gets the notices as push; DELETE: no longer */
  operatorPushToken: 'admin/push-token',
} as const;

export const RedemptionNotice = Type.Object({
  redemptionId: Type.Integer(),
  /** 12 or 20: hours the redemption had waited */
  afterHours: Type.Integer(),
  sentAt: Type.String(),
  uid: Type.String(),
  creditRm: Type.Number(),
  dueAt: Type.String(),
});
export type RedemptionNotice = Type.Static<typeof RedemptionNotice>;

export const MissedRedemptions = Type.Object({
  /** missed promises whose due time fell in the last 30 days */
  count: Type.Integer(),
  /** the newest of them (by due time), up to 50 */
  rows: Type.Array(AdminRedemption),
});
export type MissedRedemptions = Type.Static<typeof MissedRedemptions>;

const DeviceToken = Type.String({ minLength: 20, maxLength: 4096, pattern: '^[A-Za-z0-9_:.-]+$' });

export const OperatorPushTokenBody = Type.Object({
  token: DeviceToken,
  /** the console's language: the push is worded in it */
  lang: Type.Enum(LANGS),
});
export type OperatorPushTokenBody = Type.Static<typeof OperatorPushTokenBody>;

export const OperatorPushTokenRemoveBody = Type.Object({ token: DeviceToken });
export type OperatorPushTokenRemoveBody = Type.Static<typeof OperatorPushTokenRemoveBody>;
