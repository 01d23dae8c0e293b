// The console's mission input, checked field by field so each mistake is
// answered with its own catalogue key (a 400), never a 500 from a CHECK.
import { LANGS } from '../../../contract/constants';
import { MSG } from '../../../contract/errors';
import type { MissionInput } from '../../../contract/loyalty/missions';
import {
  MISSION_GOALS,
  MISSION_LIMITS,
  MISSION_PERIODS,
  type MissionGoal,
  type MissionPeriod,
} from '../../../contract/loyalty/missionsRules';
import type { Localized } from '../../../contract/schemas/common';
import { AppError } from '../../http/errors';

export interface CheckedMission {
  title: Localized;
  body: Localized;
  goal: MissionGoal;
  target: number;
  reward: number;
  period: MissionPeriod;
  startsAt: Date;
  endsAt: Date;
  active: boolean;
  sort: number;
}

const isGoal = (v: string): v is MissionGoal => (MISSION_GOALS as readonly string[]).includes(v);
const isPeriod = (v: string): v is MissionPeriod => (MISSION_PERIODS as readonly string[]).includes(v);
const filled = (text: Localized): boolean => LANGS.every((lang) => text[lang].trim() !== '');
/** The last instant a timestamp column and an ISO date both hold. */
const LAST_INSTANT_MS = 253_402_300_799_000;
const instant = (iso: string): Date | null => {
  const at = new Date(iso);
  const ms = at.getTime();
  return Number.isNaN(ms) || ms < 0 || ms > LAST_INSTANT_MS ? null : at;
};

export function checkMission(input: MissionInput): CheckedMission {
  const bad = (key: (typeof MSG)[keyof typeof MSG]) => new AppError(400, key);
  if (!filled(input.title) || !filled(input.body)) throw bad(MSG.missionTextMissing);
  if (!isGoal(input.goal)) throw bad(MSG.missionGoalInvalid);
  if (!isPeriod(input.period)) throw bad(MSG.missionPeriodInvalid);
  if (input.target < 1 || input.target > MISSION_LIMITS.maxTarget) throw bad(MSG.missionTargetInvalid);
  if (input.reward < 0 || input.reward > MISSION_LIMITS.maxReward) throw bad(MSG.missionRewardInvalid);
  const startsAt = instant(input.startsAt);
  const endsAt = instant(input.endsAt);
  if (!startsAt || !endsAt || endsAt <= startsAt) throw bad(MSG.missionDatesInvalid);
  return {
    title: input.title,
    body: input.body,
    goal: input.goal,
    target: input.target,
    reward: input.reward,
    period: input.period,
    startsAt,
    endsAt,
    active: input.active ?? true,
    sort: input.sort ?? 0,
  };
}
