// Daily and weekly missions (server/loyalty/missions): what the operator
// defines, what a player reads (progress derived on the server) and claims.
import Type from 'typebox';
import { Localized, PG_INTEGER, SerialId } from '../schemas/common';
import { MISSION_GOALS, MISSION_LIMITS, MISSION_PERIODS } from './missionsRules';

const Text = Type.String({ maxLength: MISSION_LIMITS.maxText });
const LocalizedText = Type.Object({ en: Text, zh: Text, ms: Text });

/**
 * What the console sends. Numbers and the goal are checked by the server,
 * not the schema, so a bad one is answered with its own key (a reward below
 * 0: msg.missionRewardInvalid) rather than a generic invalid request.
 */
export const MissionInput = Type.Object({
  title: LocalizedText,
  body: LocalizedText,
  goal: Type.String({ maxLength: 40 }),
  target: Type.Integer(PG_INTEGER),
  reward: Type.Integer(PG_INTEGER),
  period: Type.String({ maxLength: 10 }),
  /** ISO instants */
  startsAt: Type.String({ maxLength: 40 }),
  endsAt: Type.String({ maxLength: 40 }),
  active: Type.Optional(Type.Boolean()),
  sort: Type.Optional(Type.Integer(PG_INTEGER)),
});
export type MissionInput = Type.Static<typeof MissionInput>;

export const AdminMission = Type.Object({
  id: Type.Integer(),
  title: Localized,
  body: Localized,
  goal: Type.Enum(MISSION_GOALS),
  target: Type.Integer(),
  reward: Type.Integer(),
  period: Type.Enum(MISSION_PERIODS),
  startsAt: Type.String(),
  endsAt: Type.String(),
  active: Type.Boolean(),
  sort: Type.Integer(),
});
export type AdminMission = Type.Static<typeof AdminMission>;
export const AdminMissionList = Type.Object({ missions: Type.Array(AdminMission) });
export type AdminMissionList = Type.Static<typeof AdminMissionList>;

/** One mission as a player (or a guest: progress null) reads it, for the current day or week. */
export const PlayerMission = Type.Object({
  id: Type.Integer(),
  title: Localized,
  body: Localized,
  goal: Type.Enum(MISSION_GOALS),
  target: Type.Integer(),
  reward: Type.Integer(),
  period: Type.Enum(MISSION_PERIODS),
  /** the current period's end (next GMT+8 midnight, or next Monday's), ISO */
  resetsAt: Type.String(),
  /** how far the player is, capped at target; null for a guest */
  progress: Type.Union([Type.Integer(), Type.Null()]),
  claimed: Type.Boolean(),
});
export type PlayerMission = Type.Static<typeof PlayerMission>;
export const MissionList = Type.Object({ missions: Type.Array(PlayerMission) });
export type MissionList = Type.Static<typeof MissionList>;

export const MissionParams = Type.Object({ id: SerialId });
export const MissionClaimed = Type.Object({ id: Type.Integer(), reward: Type.Integer() });
export type MissionClaimed = Type.Static<typeof MissionClaimed>;
